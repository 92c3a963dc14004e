export { AddressFieldset, type AddressControl, type AddressFieldsetProps } from './address.tsx';
export { Alert, Button, Card, GlobalStyle, Page, Spinner, Stack } from './components.tsx';
export {
  ConfirmDialog,
  Modal,
  PdfPreviewDialog,
  type ConfirmDialogProps,
  type ModalProps,
  type PdfPreviewDialogProps,
} from './dialogs.tsx';
export {
  companyTimeZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatRate,
  fromZonedInput,
  toZonedInput,
  ROMANIA_TIME_ZONE,
  timeZoneLabel,
  type KitLocale,
} from './format.ts';
export { PriceTag, type PriceTagProps } from './price.tsx';
export { theme, type Theme } from './theme.ts';
export {
  CheckboxField,
  Field,
  FieldError,
  Hint,
  Input,
  LabelledControl,
  RequiredLegend,
  RequiredMark,
  Select,
  SelectField,
  TextArea,
  TextField,
  useFocusFirstInvalid,
  type ControlProps,
} from './fields.tsx';
export { setServerErrors, underPrefix } from './server-errors.ts';
export { MenuButton, StatusChip, TAP_TARGET, type ChipTone, type MenuItem } from './menu.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';

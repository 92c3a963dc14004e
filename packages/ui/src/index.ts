export { Alert, Button, Card, GlobalStyle, Page, Spinner, Stack } from './components.tsx';
export { ConfirmDialog, Modal, type ConfirmDialogProps, type ModalProps } from './dialogs.tsx';
export { theme, type Theme } from './theme.ts';
export {
  CheckboxField,
  Field,
  FieldError,
  Hint,
  Input,
  LabelledControl,
  Select,
  SelectField,
  TextArea,
  TextField,
  type ControlProps,
} from './fields.tsx';
export { setServerErrors, underPrefix } from './server-errors.ts';
export { MenuButton, StatusChip, TAP_TARGET, type ChipTone, type MenuItem } from './menu.tsx';

export { Alert, Button, Card, GlobalStyle, Page, Spinner, Stack } from './components.tsx';
export { ConfirmDialog, Modal, type ConfirmDialogProps, type ModalProps } from './dialogs.tsx';
export { theme, type Theme } from './theme.ts';
export { Field, FieldError, Hint, Input, LabelledControl, Select, TextArea, TextField } from './fields.tsx';

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, Spinner, Stack } from './components.tsx';

const Dialog = styled.dialog<{ $document: boolean }>`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0;
  width: ${({ $document }) => ($document ? 'min(960px, calc(100vw - 16px))' : 'min(560px, calc(100vw - 32px))')};
  max-height: calc(100dvh - 32px);
  ${({ $document }) => ($document ? 'height: min(90dvh, 1200px);' : '')}
  box-shadow: 0 20px 60px rgba(16, 24, 40, 0.35);
  &::backdrop {
    background: rgba(16, 24, 40, 0.45);
  }
  /* A long form scrolls between its title and its actions, which stay in view. */
  &[open] {
    display: flex;
    flex-direction: column;
  }
  overflow: hidden;
`;

const Header = styled.header`
  flex: none;
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)} ${theme.space(2)}`};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const Body = styled.div<{ $document: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  /* A document fills the dialog below its title: the frame scrolls, not the dialog. */
  ${({ $document }) =>
    $document
      ? `display: flex; flex-direction: column; padding: 0; overflow: hidden;
         iframe { flex: 1; width: 100%; border: none; }`
      : ''}
`;

const Pad = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)} ${theme.space(4)}`};
`;

const Note = styled(Pad)`
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
`;

const Actions = styled.footer`
  flex: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)} ${theme.space(5)}`};
`;

const Close = styled.button`
  border: none;
  background: none;
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  /* A tap target of at least 24×24 px (WCAG 2.2 2.5.8). */
  min-width: 32px;
  min-height: 32px;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export interface ModalProps {
  open: boolean;
  title: string;
  /** Accessible name of the close (×) button, in the user's language. */
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** While working, closing is disabled and a loader shows (docs/spec/behaviour.md §2 generic modal). */
  working?: boolean;
  workingLabel?: string;
  /** Clicking outside the dialog closes it. */
  closeOnOutsideClick?: boolean;
  /** `alertdialog` for a question that interrupts (asked before something is lost). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that says what the dialog is about (its question). */
  describedBy?: string;
  /** A document (a PDF in a frame) fills a wide dialog, with no padding around it. */
  document?: boolean;
}

/** The generic modal: a native <dialog> (focus kept inside, Esc closes) with header, content and actions. */
export function Modal({
  open,
  title,
  closeLabel,
  onClose,
  children,
  actions,
  working = false,
  workingLabel,
  closeOnOutsideClick = false,
  role,
  describedBy,
  document = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(bodyRef, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      // The answer a dialog marks to start on (else the browser's choice: the first control).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!open) return null;
  return (
    <Dialog
      ref={ref}
      $document={document}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={working}
      onCancel={(e) => {
        // A dialog opened over this one (its question) handles its own Escape: React passes the
        // event up the component tree, not only the elements.
        if (e.target !== ref.current) return;
        e.preventDefault();
        if (!working) onClose();
      }}
      onClick={(e) => {
        if (closeOnOutsideClick && !working && e.target === ref.current) onClose();
      }}
    >
      <Header>
        <h2 id={titleId}>{title}</h2>
        <Close type="button" aria-label={closeLabel} disabled={working} onClick={onClose}>
          ×
        </Close>
      </Header>
      <Body
        ref={bodyRef}
        $document={document}
        // A content longer than the dialog scrolls: keyboard users reach it with Tab and scroll it
        // with the arrows (axe scrollable-region-focusable), named by the dialog's title.
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
      >
        {document ? (
          children
        ) : (
          <Stack>
            {children}
            {working ? <Spinner label={workingLabel ?? title} /> : null}
          </Stack>
        )}
      </Body>
      {actions ? <Actions>{actions}</Actions> : null}
    </Dialog>
  );
}

/** Whether an element's content overflows it (and so scrolls), followed as the content or the window changes. */
function useOverflows(ref: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, open]);
  return overflows;
}

export interface PdfPreviewDialogProps {
  open: boolean;
  /** The document's name, the dialog's title. */
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The PDF's address (a signed inline link); null while it is asked for or when there is none. */
  url: string | null;
  /** The frame's accessible name ("Preview: {name}"), in the user's language. */
  frameTitle: string;
  /** A line above the document (e.g. that it is an example company's). */
  note?: ReactNode;
  /** Shown instead of the document while there is no address (a loader, why there is none). */
  children?: ReactNode;
}

/**
 * A PDF previewed in a wide dialog (docs/spec/behaviour.md §2, §7): the kit's modal with the
 * document in a frame filling it below its title, the one preview dialog of every remote.
 */
export function PdfPreviewDialog({
  open,
  title,
  closeLabel,
  onClose,
  url,
  frameTitle,
  note,
  children,
}: PdfPreviewDialogProps) {
  return (
    <Modal open={open} title={title} closeLabel={closeLabel} onClose={onClose} closeOnOutsideClick document>
      {url ? (
        <>
          {note ? <Note>{note}</Note> : null}
          <iframe src={url} title={frameTitle} />
        </>
      ) : (
        <Pad>{children}</Pad>
      )}
    </Modal>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** "Are you sure you would like to {action}?", already translated. */
  question: string;
  /** "No, {refuseOutcome}" */
  refuseLabel: string;
  /** "Yes, {confirmOutcome}" */
  confirmLabel: string;
  closeLabel: string;
  onRefuse: () => void;
  onConfirm: () => void;
  working?: boolean;
  danger?: boolean;
  /**
   * An interrupting question (role alertdialog, described by the question): the refusing answer, the
   * one that loses nothing, has the focus first.
   */
  alert?: boolean;
}

/** The confirmation dialog (docs/spec/behaviour.md §2): a question and two answers saying what each will do. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <Modal
      open={props.open}
      title={props.title}
      closeLabel={props.closeLabel}
      onClose={props.onRefuse}
      working={props.working ?? false}
      {...(props.alert ? { role: 'alertdialog' as const, describedBy: questionId } : {})}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={props.working}
            onClick={props.onRefuse}
            {...(props.alert ? { 'data-autofocus': true } : {})}
          >
            {props.refuseLabel}
          </Button>
          <Button
            variant={props.danger ? 'danger' : 'primary'}
            disabled={props.working}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <p id={questionId}>{props.question}</p>
    </Modal>
  );
}

import { messageIn } from '@chokdee/contracts';
import { errorMessage } from '../api/client';
import { text } from '../i18n';
import { getLang } from '../i18n/language';

type Swal = (typeof import('sweetalert2'))['default'];

let loaded: Promise<Swal> | undefined;

/** sweetalert2 is loaded with the first popup only, in the app's dark theme (the member app's habit). */
function load() {
  loaded ??= import('sweetalert2').then(({ default: Swal }) =>
    Swal.mixin({
      theme: 'dark',
      buttonsStyling: false,
      heightAuto: false,
      customClass: { confirmButton: 'btn btn-primary', cancelButton: 'btn btn-ghost' },
    }),
  );
  return loaded;
}

/** A failed action: the server's message and the title, both in the current language. */
export async function showError(message: string) {
  const swal = await load();
  const t = text();
  await swal.fire({
    icon: 'error',
    title: t.errorTitle,
    text: messageIn(getLang(), message),
    confirmButtonText: t.ok,
  });
}

/** Asks before an action; true when the person confirms (with `confirmText`, else OK). */
export async function confirmAction(title: string, detail?: string, confirmText?: string) {
  const swal = await load();
  const t = text();
  const answer = await swal.fire({
    icon: 'question',
    title,
    text: detail,
    showCancelButton: true,
    confirmButtonText: confirmText ?? t.ok,
    cancelButtonText: t.cancel,
    reverseButtons: true,
    focusCancel: true,
  });
  return answer.isConfirmed;
}

/**
 * A save's answer: done, or sent to a second staff member for approval (202, issue 23: the change waits in
 * the approvals queue and nothing changed yet); the server's message either way.
 */
export async function showSaved(answer: { message?: string | undefined }) {
  const t = text();
  if (!('approval' in answer)) return showDone(answer.message ?? t.doneTitle);
  const swal = await load();
  await swal.fire({
    icon: 'info',
    title: t.approvalSentTitle,
    text: `${messageIn(getLang(), answer.message ?? '')} ${t.approvalSentWhere}`,
    confirmButtonText: t.ok,
  });
}

/**
 * Runs a staff action and says how it ended: its answer (done, or sent for approval), or the server's
 * refusal. The one way the queues report a decision.
 */
export async function reportAnswer(work: () => Promise<{ message?: string | undefined }>) {
  try {
    await showSaved(await work());
  } catch (err) {
    await showError(errorMessage(err));
  }
}

/** A done action: the server's Thai message under the title of the current language. */
export async function showDone(message: string) {
  const swal = await load();
  const t = text();
  await swal.fire({ icon: 'success', title: t.doneTitle, text: message, confirmButtonText: t.ok });
}

interface AskTextOptions {
  title: string;
  detail?: string;
  /** The input's label (read out, and shown above it). */
  label: string;
  multiline?: boolean;
  maxLength: number;
  /** The refusal to show under the input, or undefined when the text will do. */
  check: (value: string) => string | undefined;
  confirmText: string;
}

/** Asks for a line of text (a reason, a reference) before an action; null when the person cancels. */
export async function askText(options: AskTextOptions): Promise<string | null> {
  const swal = await load();
  const t = text();
  const answer = await swal.fire({
    icon: 'question',
    title: options.title,
    text: options.detail,
    input: options.multiline ? 'textarea' : 'text',
    inputLabel: options.label,
    inputAttributes: { maxlength: String(options.maxLength), 'aria-label': options.label },
    // The checks are the contracts' schemas, whose messages are Thai: shown in the chosen language.
    inputValidator: (value: string) => {
      const problem = options.check(value);
      return problem ? messageIn(getLang(), problem) : null;
    },
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: t.cancel,
    reverseButtons: true,
  });
  return answer.isConfirmed && typeof answer.value === 'string' ? answer.value.trim() : null;
}

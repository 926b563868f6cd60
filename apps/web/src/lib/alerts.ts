import { inLang, TEXT } from './text';
type Swal = (typeof import('sweetalert2'))['default'];

let loaded: Promise<Swal> | undefined;

/** sweetalert2 is loaded on the first popup only, keeping it out of the first page load. */
function load() {
  loaded ??= import('sweetalert2').then(({ default: Swal }) =>
    Swal.mixin({
      // Every popup wears the app's dark theme: sweetalert2's dark theme, its colours the app's (app.css).
      theme: 'dark',
      buttonsStyling: false,
      heightAuto: false,
      confirmButtonText: TEXT.confirm,
      cancelButtonText: TEXT.cancel,
      customClass: { popup: 'alert-popup', confirmButton: 'btn btn-primary', cancelButton: 'btn btn-ghost' },
    }),
  );
  return loaded;
}

/**
 * Popups open inside a modal <dialog> when one is open: the rest of the page is inert behind it. The
 * last open one is the topmost (a popup opened from a popup is appended after its opener).
 */
const target = () => [...document.querySelectorAll<HTMLElement>('dialog[open]')].at(-1) ?? document.body;

/** SPEC §8: errors appear as popups with an error icon and the server's message. */
export async function showError(message: string) {
  const swal = await load();
  await swal.fire({ icon: 'error', title: TEXT.errorTitle, text: inLang(message), target: target() });
}

export async function showSuccess(title: string, text?: string) {
  const swal = await load();
  await swal.fire({ icon: 'success', title: inLang(title), text: text && inLang(text), target: target() });
}

/** SPEC §8 'แจ้งเตือน' popups (e.g. a slip's result): the server's message under that title. */
export async function showNotice(text: string) {
  const swal = await load();
  await swal.fire({ icon: 'success', title: TEXT.noticeTitle, text: inLang(text), target: target() });
}

/** A yes/no question (SPEC §4: the promotion toggle asks first); true when the member says yes. */
export async function askYesNo(title: string, text?: string) {
  const swal = await load();
  const answer = await swal.fire({
    icon: 'question',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: TEXT.yes,
    cancelButtonText: TEXT.no,
    reverseButtons: true,
    focusCancel: true,
    target: target(),
  });
  return answer.isConfirmed;
}

import { TH_WEB } from '@chokdee/contracts';

type Swal = (typeof import('sweetalert2'))['default'];

let loaded: Promise<Swal> | undefined;

/** sweetalert2 is loaded on the first popup only, keeping it out of the first page load. */
function load() {
  loaded ??= import('sweetalert2').then(({ default: Swal }) =>
    Swal.mixin({
      buttonsStyling: false,
      heightAuto: false,
      confirmButtonText: TH_WEB.confirm,
      cancelButtonText: TH_WEB.cancel,
      customClass: { popup: 'alert-popup', confirmButton: 'btn btn-primary', cancelButton: 'btn btn-ghost' },
    }),
  );
  return loaded;
}

/** Popups open inside a modal <dialog> when one is open: the rest of the page is inert behind it. */
const target = () => document.querySelector<HTMLElement>('dialog[open]') ?? document.body;

/** SPEC §8: errors appear as popups with an error icon and the server's message. */
export async function showError(message: string) {
  const swal = await load();
  await swal.fire({ icon: 'error', title: TH_WEB.errorTitle, text: message, target: target() });
}

export async function showSuccess(title: string, text?: string) {
  const swal = await load();
  await swal.fire({ icon: 'success', title, text, target: target() });
}

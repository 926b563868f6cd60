import { TH, TH_WEB } from '@chokdee/contracts';
import { toast } from './toast';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Every copy in the app (account numbers, the referral link) confirms the same way: the small toast
 * 'คัดลอกแล้ว', never a popup to dismiss; a failed copy says how to copy by hand, a little longer.
 */
export async function copyWithToast(text: string) {
  if (await copyText(text)) toast(TH.copied);
  else toast(TH_WEB.copyFailed, 4000);
}

import { TH, TH_WEB } from '@chokdee/contracts';
import { copyText } from '@chokdee/web-kit';
import { toast } from './toast';

/**
 * Every copy in the app (account numbers, the referral link) confirms the same way: the small toast
 * 'คัดลอกแล้ว', never a popup to dismiss; a failed copy says how to copy by hand, a little longer.
 */
export async function copyWithToast(text: string) {
  if (await copyText(text)) toast(TH.copied);
  else toast(TH_WEB.copyFailed, 4000);
}

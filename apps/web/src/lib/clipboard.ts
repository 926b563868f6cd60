import { copyText } from '@chokdee/web-kit';
import { toast } from './toast';
import { MESSAGE, TEXT } from './text';

/**
 * Every copy in the app (account numbers, the referral link) confirms the same way: the small toast
 * 'คัดลอกแล้ว', never a popup to dismiss; a failed copy says how to copy by hand, a little longer.
 */
export async function copyWithToast(text: string) {
  if (await copyText(text)) toast(MESSAGE.copied);
  else toast(TEXT.copyFailed, 4000);
}

import type { MemberBanner } from '@chokdee/contracts';
import { BannerLink } from '../components/banner-carousel';
import { Dialog } from '../components/dialog';
import { RouterLink } from '../components/router-link';

/**
 * The operator's sign-in popup (back office banners placed "signin"): its picture as a link, and close.
 * Following the link dismisses it too, so it does not come back when the member returns home.
 */
export function SigninPopupDialog({ popup, onClose }: { popup: MemberBanner; onClose: () => void }) {
  return (
    <Dialog title={popup.title} onClose={onClose}>
      <BannerLink banner={popup} link={RouterLink} first onFollow={onClose} />
    </Dialog>
  );
}

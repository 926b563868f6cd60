import { Link, useParams } from 'react-router';
import { useMember } from '../../api/get-member';
import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n';
import { MemberActions } from './member-actions';
import { MemberLists } from './member-lists';
import { MemberProtection } from './member-protection';
import { MemberMoney, MemberProfile } from './member-summary';
import './members.css';

/**
 * One member (issue 12): profile, bound bank, money, the actions the role may take, the member's own player
 * protection read-only (to roles that read it, issue 27), and the member's lists one tab at a time. Every
 * action asks first and reads the page again after.
 */
export function MemberRoute() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const { permissions } = useSignedIn();
  const member = useMember(id);
  const profile = member.data?.profile;
  const title = profile ? `${profile.firstName} ${profile.lastName}` : t.memberPageTitle;
  const mayAct = permissions.includes('members.act');
  const mayChangeBank = permissions.includes('members.bank');
  const seesProtection = permissions.includes('protection.read');
  return (
    <Page
      title={title}
      actions={
        <Link className="btn btn-ghost btn-sm" to={paths.members}>
          {t.backToSearch}
        </Link>
      }
    >
      <QueryState query={member}>
        {(data) => (
          <>
            <MemberProfile member={data} />
            <MemberMoney member={data} />
            {(mayAct || mayChangeBank) && (
              <MemberActions member={data} mayAct={mayAct} mayChangeBank={mayChangeBank} />
            )}
            {seesProtection && <MemberProtection id={data.profile.id} />}
            <MemberLists id={data.profile.id} counts={data.counts} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

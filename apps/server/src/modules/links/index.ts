export { isPublicAddress, recordAddress } from './addresses';
export { groupsOf } from './groups';
export { holderKey } from './holder-key';
export { ADDRESS_LINK_DAYS, linkedIdsOf, linksAmong, lockLinkKeys } from './repo';

/** Four eyes on money (issue 23): what other modules use of the approvals module. */
export { approvalRoutes, doneOrPending, pendingApproval } from './routes';
export {
  createApprovals,
  type Applied,
  type ApprovalHandler,
  type Made,
  type Approvals,
  type Submission,
  type Submitted,
} from './service';
export { paidMemberWithin } from './repo';

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { hasControlChar } from '../common/fields';
import { TH } from '../messages';
import { adminMemberNote } from './admin-list-member-notes';

export const MEMBER_NOTE_MAX = 1000;

export const adminAddMemberNoteBody = z
  .object({
    // plainText, except that a note may run over several lines.
    text: z
      .string({ error: TH.memberNoteRequired })
      .trim()
      .min(1, { error: TH.memberNoteRequired })
      .max(MEMBER_NOTE_MAX, { error: TH.memberNoteTooLong })
      .refine((s) => !hasControlChar(s.replace(/\r?\n/g, '')), { error: TH.controlCharacters }),
  })
  .strict();

export const adminAddMemberNote = defineCall({
  method: 'POST',
  path: '/admin/v1/members/:id/notes',
  summary: 'Back office: add a staff note to the member (kept, never edited; a correction is a new note)',
  body: adminAddMemberNoteBody,
  response: okEnvelope(adminMemberNote),
});

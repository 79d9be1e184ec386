import { z } from 'zod';

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A project update (daily log entry) as the API returns it (spec section 3, plus attachments). */
export const updateSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  project: z.string(),
  projectAddress: z.string().nullable(),
  note: z.string(),
  date: z.string(),
  files: z.array(z.string()),
  attachments: z.array(attachmentSchema),
  checklist: z.string().nullable(),
  createdAt: z.string(),
});
export type Update = z.infer<typeof updateSchema>;

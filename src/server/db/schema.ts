import type { Generated } from 'kysely';

// Row types of every table. Timestamps are ISO-8601 UTC strings, dates are
// YYYY-MM-DD strings and money is integer cents, in both dialects.

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_used_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ClientsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  position: string | null;
  type: string;
  trade: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: string;
  name: string;
  client_id: string;
  status: string;
  address: string | null;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface TasksTable {
  id: string;
  title: string;
  description: string | null;
  project_id: string;
  status: string;
  due_date: string | null;
  checklist: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UpdatesTable {
  id: string;
  project_id: string;
  note: string;
  date: string;
  checklist: string | null;
  created_at: string;
  updated_at: string;
}

export interface UpdateFilesTable {
  id: string;
  update_id: string;
  name: string;
  size: number;
  content_type: string;
  storage_key: string;
  position: Generated<number>;
  created_at: string;
}

export interface InvoicesTable {
  id: string;
  invoice_number: string;
  client_id: string;
  client_name: string;
  project_id: string | null;
  project_name: string;
  amount: number;
  date: string;
  status: string;
  items: string;
  created_at: string;
  updated_at: string;
}

export interface InvoiceCounterTable {
  name: string;
  value: number;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  /** Null while the first request with this key is still running. */
  record_id: string | null;
  created_at: string;
}

export interface ProjectEmailSchedulesTable {
  id: string;
  project_id: string;
  /** 1 or 0 (a portable boolean). */
  enabled: number;
  period: string;
  /** HH:mm in the owner's time zone. */
  time: string;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  created_at: string;
  updated_at: string;
}

export interface SentMailLogTable {
  id: string;
  schedule_id: string | null;
  project_id: string | null;
  period_key: string | null;
  recipient: string;
  subject: string;
  /** sending | sent | retrying | failed | skipped */
  result: string;
  error: string | null;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  clients: ClientsTable;
  projects: ProjectsTable;
  tasks: TasksTable;
  updates: UpdatesTable;
  update_files: UpdateFilesTable;
  invoices: InvoicesTable;
  invoice_counter: InvoiceCounterTable;
  idempotency_keys: IdempotencyKeysTable;
  project_email_schedules: ProjectEmailSchedulesTable;
  sent_mail_log: SentMailLogTable;
}

import type { Generated } from 'kysely';

// Row types of every table. Timestamps are ISO-8601 UTC strings, dates are
// YYYY-MM-DD strings and money is integer cents, in both dialects.

export interface UsersTable {
  id: string;
  username: string;
  /** Empty until the person chooses a password through an invitation link. */
  password_hash: string;
  created_at: string;
  name: Generated<string>;
  email: string | null;
  /** owner | office | field (core ROLES). */
  role: Generated<string>;
  /** 1 or 0 (a portable boolean); a deactivated user cannot sign in. */
  active: Generated<number>;
  last_sign_in_at: string | null;
}

export interface InvitationsTable {
  token_hash: string;
  user_id: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  voided_at: string | null;
}

export interface ProjectMembersTable {
  id: string;
  project_id: string;
  user_id: string;
  created_at: string;
}

export interface ActivityLogTable {
  id: string;
  at: string;
  /** Null for what the system did itself (a scheduled e-mail). */
  user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  project_id: string | null;
  /** The project's name when this happened, for the history of a deleted project. */
  project_name: string | null;
  summary: string;
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
  /** client | internal: what a new update of the project starts as (issue 16). */
  default_update_visibility: Generated<string>;
  /** The site's location in millionths of a degree, both or neither (decision 190). */
  latitude_e6: number | null;
  longitude_e6: number | null;
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
  assignee_id: string | null;
  created_by: string | null;
  /** 1 or 0: shown by title on the client portal (issue 16). */
  client_visible: Generated<number>;
}

/** Tasks of a project by status, kept by triggers on `tasks` (migration 0310, decision 204). */
export interface TaskCountsTable {
  project_id: string;
  status: string;
  count: number;
}

/** Version numbers of kept lists, moved by triggers (migration 0311, decision 204). */
export interface DataVersionsTable {
  name: string;
  version: number | string;
}

export interface UpdatesTable {
  id: string;
  project_id: string;
  note: string;
  date: string;
  checklist: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  /** client | internal (issue 16): internal updates never reach a client. */
  visibility: Generated<string>;
  /** note | task (issue 18): written by a person, or by creating/completing a task. */
  kind: Generated<string>;
  /** created | completed for a task event; null for a note. */
  task_event: string | null;
  /** The task of a task event (no foreign key: the history outlives the task). */
  task_id: string | null;
  /**
   * Moves in the writer's transaction whenever the update, its sections or its files
   * change (triggers, migration 2200): what is built from an update can be kept until then.
   * A change number from one counter for all updates, in commit order (migration 2400):
   * `revision > n` is what changed since n.
   */
  revision: Generated<number>;
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

/** An update's daily log sections (decision 190): JSON text per section, null when empty. */
export interface UpdateSectionsTable {
  update_id: string;
  weather: string | null;
  weather_message: string | null;
  crew: string | null;
  delays: string | null;
  visitors: string | null;
  deliveries: string | null;
  safety: string | null;
  visibility: string | null;
  updated_at: string;
}

/** A weather service's reading (JSON, metric) for a rounded location and a day. */
export interface WeatherReadingsTable {
  provider: string;
  location: string;
  date: string;
  reading: string;
  fetched_at: string;
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
  /** draft | issued | viewed | partial | paid | void (decision 170). */
  state: Generated<string>;
  terms_days: Generated<number>;
  /** Null only on rows written before 1700 by hand (read as date + terms_days). */
  due_date: string | null;
  tax_total: Generated<number>;
  /** JSON text of the invoice's taxes as issued (core InvoiceTax[]). */
  taxes: Generated<string>;
  /** The sum of the invoice's payments, in cents. */
  paid_to_date: Generated<number>;
  issued_at: string | null;
  sent_at: string | null;
  viewed_at: string | null;
  voided_at: string | null;
  /** The estimate a contract invoice bills (issue 21), null for other invoices. */
  estimate_id: Generated<string | null>;
  /** standard | deposit | progress | final (issue 21). */
  kind: Generated<string>;
}

export interface TaxRatesTable {
  id: string;
  name: string;
  /** Basis points: 500 = 5%. Never changes. */
  rate: number;
  /** 1 or 0 (a portable boolean). */
  active: number;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  invoice_id: string;
  amount: number;
  date: string;
  method: string;
  reference: string | null;
  /** payment | marked-paid */
  source: Generated<string>;
  created_at: string;
}

export interface InvoiceEventsTable {
  id: string;
  invoice_id: string;
  kind: string;
  detail: string | null;
  created_at: string;
}

export interface InvoiceRemindersTable {
  id: string;
  invoice_id: string;
  /** Days from the due date (-3: three days before). */
  step: number;
  /** sending | sent | retrying | failed | skipped */
  result: string;
  recipient: string | null;
  error: string | null;
  attempts: number;
  next_attempt_at: string | null;
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

/** A client portal link (issue 16, decision 160): one grant to one contact. */
export interface PortalLinksTable {
  id: string;
  project_id: string;
  label: string | null;
  contact_email: string | null;
  /** 1 or 0. */
  show_invoices: number;
  /** The last day it works (YYYY-MM-DD, owner's time zone); null for never. */
  expires_on: string | null;
  created_at: string;
  revoked_at: string | null;
  last_viewed_at: string | null;
  view_count: Generated<number>;
  last_question_at: string | null;
}

/** Only the SHA-256 (hex) of a portal URL's token is stored. */
export interface PortalTokensTable {
  token_hash: string;
  link_id: string;
  created_at: string;
}

export interface PortalViewsTable {
  id: string;
  link_id: string;
  at: string;
  user_agent: string;
  /** The visitor's /24 (IPv4) or /48 (IPv6) network, never the address. */
  network: string;
}

export interface PortalQuestionsTable {
  id: string;
  project_id: string;
  link_id: string | null;
  name: string;
  message: string;
  email: string | null;
  created_at: string;
  read_at: string | null;
}

/** Estimates and change orders (issue 21): one document engine for both kinds. */
export interface EstimatesTable {
  id: string;
  /** estimate | change_order */
  kind: string;
  project_id: string;
  number: string;
  revision: number;
  state: string;
  title: string;
  intro: string | null;
  terms: string | null;
  valid_until: string | null;
  /** JSON text of the sections and their lines (core DocumentSection[] without amounts). */
  sections: string;
  /** JSON text of the payment schedule (core ScheduleEntry[]). */
  schedule: string;
  amount: number | null;
  reason: string | null;
  schedule_impact_days: number | null;
  approval_deadline: string | null;
  sent_at: string | null;
  sent_to: string | null;
  viewed_at: string | null;
  replaced_by_id: string | null;
  deposit_invoice_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface EstimateCountersTable {
  kind: string;
  value: number;
}

export interface EstimateTokensTable {
  token_hash: string;
  estimate_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface EstimateApprovalsTable {
  estimate_id: string;
  /** approve | decline */
  decision: string;
  name: string;
  /** The drawn signature as a PNG data URL, or null. */
  signature: string | null;
  at: string;
  network: string;
  user_agent: string;
  content_hash: string;
  /** JSON text: the optional line ids the client ticked. */
  selected_line_ids: string;
  reason: string | null;
}

export interface ContractBillingsTable {
  id: string;
  invoice_id: string;
  project_id: string;
  /** A contract line's id, or 'retainage' / 'deposit'. */
  line_id: string;
  to_bps: number | null;
  amount: number;
  created_at: string;
}

/** A dated payment milestone of an approved estimate, invoiced once (migration 2110). */
export interface EstimateMilestonesTable {
  /** "{estimate id}:{entry index}": the key that makes the claim once. */
  id: string;
  estimate_id: string;
  entry_index: number;
  invoice_id: string | null;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  clients: ClientsTable;
  projects: ProjectsTable;
  tasks: TasksTable;
  task_counts: TaskCountsTable;
  data_versions: DataVersionsTable;
  updates: UpdatesTable;
  update_files: UpdateFilesTable;
  update_sections: UpdateSectionsTable;
  weather_readings: WeatherReadingsTable;
  invoices: InvoicesTable;
  invoice_counter: InvoiceCounterTable;
  tax_rates: TaxRatesTable;
  payments: PaymentsTable;
  invoice_events: InvoiceEventsTable;
  invoice_reminders: InvoiceRemindersTable;
  idempotency_keys: IdempotencyKeysTable;
  project_email_schedules: ProjectEmailSchedulesTable;
  sent_mail_log: SentMailLogTable;
  portal_links: PortalLinksTable;
  portal_tokens: PortalTokensTable;
  portal_views: PortalViewsTable;
  portal_questions: PortalQuestionsTable;
  invitations: InvitationsTable;
  project_members: ProjectMembersTable;
  activity_log: ActivityLogTable;
  estimates: EstimatesTable;
  estimate_counters: EstimateCountersTable;
  estimate_tokens: EstimateTokensTable;
  estimate_approvals: EstimateApprovalsTable;
  contract_billings: ContractBillingsTable;
  estimate_milestones: EstimateMilestonesTable;
}

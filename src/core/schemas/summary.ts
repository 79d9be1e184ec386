import { z } from 'zod';

export const SUMMARY_PERIODS = ['daily', 'weekly'] as const;
export const summaryPeriodSchema = z.enum(SUMMARY_PERIODS, {
  message: 'period must be daily or weekly',
});

export const summaryQuerySchema = z.object({ period: summaryPeriodSchema.default('daily') });

/** Summary result (spec section 3). */
export const summarySchema = z.object({
  summary: z.string(),
  count: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /**
   * The count split into notes and task events (issue 18); present when the period has
   * any task event (without one, every update is a note).
   */
  counts: z.object({ notes: z.number().int(), taskEvents: z.number().int() }).optional(),
});
export type Summary = z.infer<typeof summarySchema>;

/** Daily update result (spec section 3). */
export const dailyUpdateSchema = z.object({
  text: z.string(),
  stats: z.object({
    completedTasks: z.number().int(),
    pendingTasks: z.number().int(),
    updates: z.number().int(),
    projects: z.number().int(),
  }),
});
export type DailyUpdate = z.infer<typeof dailyUpdateSchema>;

/** Updates per week for the dashboard chart: one count per week for each series. */
export const activitySchema = z.object({
  weeks: z.array(z.string()),
  series: z.array(z.object({ project: z.string(), counts: z.array(z.number().int()) })),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(8),
});

const trendSchema = z.object({ value: z.string(), positive: z.boolean() });
export type Trend = z.infer<typeof trendSchema>;

/** Dashboard counts (spec section 9), computed by the database. */
export const dashboardMetricsSchema = z.object({
  totalProjects: z.number().int(),
  activeClients: z.number().int(),
  completedProjects: z.number().int(),
  inProgressProjects: z.number().int(),
  trends: z.object({
    totalProjects: trendSchema.nullable(),
    activeClients: trendSchema.nullable(),
  }),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const timeZoneSettingsSchema = z.object({
  timeZone: z.string(),
  serverTimeZone: z.string(),
});
export type TimeZoneSettings = z.infer<typeof timeZoneSettingsSchema>;

import { useEffect, useState } from 'react';

const key = (userId: string) => `sitebook-visited-${userId}`;

/**
 * True when this person has opened the dashboard before on this device: "Welcome back!" is
 * for them; a first visit is greeted without "back". Remembered per user, after the first view.
 */
export function useReturningVisitor(userId: string | undefined): boolean {
  const [returning] = useState(() => hasVisitedDashboard(userId));
  useEffect(() => {
    if (!userId) return;
    try {
      localStorage.setItem(key(userId), new Date().toISOString());
    } catch {
      // Private mode without storage: every visit reads as a return, as before.
    }
  }, [userId]);
  return returning;
}

/** Read only: the skeleton the shell shows before the dashboard greets with the same words. */
export function hasVisitedDashboard(userId: string | undefined): boolean {
  if (!userId) return true;
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    return true;
  }
}

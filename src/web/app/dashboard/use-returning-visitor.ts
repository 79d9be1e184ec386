import { useEffect, useState } from 'react';

const key = (userId: string) => `sitebook-visited-${userId}`;

/**
 * True when this person has opened the dashboard before on this device: "Welcome back!" is
 * for them; a first visit is greeted without "back". Remembered per user, after the first view.
 */
export function useReturningVisitor(userId: string | undefined): boolean {
  const [returning] = useState(() => {
    if (!userId) return true;
    try {
      return localStorage.getItem(key(userId)) !== null;
    } catch {
      return true;
    }
  });
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

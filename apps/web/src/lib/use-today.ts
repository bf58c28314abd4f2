import { useEffect, useState } from 'react';
import { firstViewToday } from './first-view.ts';

/**
 * Today, for what a page counts from it (the home page's "Coming up" dates). The first render uses
 * the day the server rendered the page for, so hydration matches its HTML; the visitor's own clock
 * takes over right after (the two differ around midnight, or when that clock is set otherwise).
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => firstViewToday() ?? new Date());
  useEffect(() => setToday(new Date()), []);
  return today;
}

import type { NonWorkingDays } from '@quadro/contracts';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { viewerTimeZone } from '../logic/due-date';

/** What due dates are counted against: the workspace's days off, the viewer's zone, and now. */
export interface DueCalendar {
  holidays: NonWorkingDays;
  timeZone: string;
  now: Date;
}

const NO_DAYS_OFF: NonWorkingDays = new Set();

/**
 * A calendar whose zone, unless given, is asked of the browser when first read: the page's first
 * `Intl.DateTimeFormat` loads its locale data, which a board without due dates never needs.
 */
function dueCalendar(holidays: NonWorkingDays, now: Date, timeZone?: string): DueCalendar {
  let zone = timeZone;
  return {
    holidays,
    now,
    get timeZone() {
      zone ??= viewerTimeZone();
      return zone;
    },
  };
}

const DueCalendarContext = createContext<DueCalendar>(dueCalendar(NO_DAYS_OFF, new Date()));

/** Badges age by the minute: 'Vence hoje' turns 'Venceu hoje' without a reload. */
const TICK_MS = 60_000;

export function DueCalendarProvider({
  holidays = NO_DAYS_OFF,
  timeZone,
  children,
}: {
  holidays?: NonWorkingDays | undefined;
  /** The viewer's zone: the browser's unless told. */
  timeZone?: string;
  children: ReactNode;
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const value = useMemo(() => dueCalendar(holidays, now, timeZone), [holidays, timeZone, now]);
  return <DueCalendarContext value={value}>{children}</DueCalendarContext>;
}

export const useDueCalendar = (): DueCalendar => useContext(DueCalendarContext);

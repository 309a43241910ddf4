import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, and when two Tailwind classes set the same thing the later one wins
 * (`cn('bg-white', 'bg-red-600')` is `bg-red-600`), so a caller's `className` really overrides.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

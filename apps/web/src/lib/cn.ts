import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and drops falsy ones. It does not resolve conflicts: when two Tailwind
 * classes set the same thing, the stylesheet's order decides, not the call's. So a component
 * takes a prop (a variant, a size, a state) for what a caller may change, and a caller's
 * `className` only adds what the component does not set (margins, widths, flex items).
 */
export const cn = (...classes: ClassValue[]): string => clsx(classes);

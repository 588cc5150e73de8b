import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariants {}

export function Badge({ tone, className, ...rest }: BadgeProps) {
  const classes = badge({ tone });
  return <span className={className ? `${classes} ${className}` : classes} {...rest} />;
}

import type { ComponentType } from 'react';
import { button, type ButtonVariants } from './Button.css';

type Classed = { className?: string };
type ButtonLinkProps<P extends Classed> = { as: ComponentType<P> } & ButtonVariants & P;

/**
 * A link that looks like a Button (Home's calls to action): `as` is the link component, the router's
 * Link for a page of the portal. It takes the component rather than importing the router, so this
 * folder stays free of routing (importing it here split the router out of Home's first chunk).
 */
export function ButtonLink<P extends Classed>({ as: Component, variant, size, iconOnly, ...props }: ButtonLinkProps<P>) {
  const classes = button({ variant, size, iconOnly });
  const linkProps = props as unknown as P;
  return <Component {...linkProps} className={linkProps.className ? `${classes} ${linkProps.className}` : classes} />;
}

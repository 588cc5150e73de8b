import { Link, type LinkProps } from 'react-router-dom';
import { button, type ButtonVariants } from './Button.css';

/** A link to another page that looks like a Button (Home's calls to action). */
export function ButtonLink({ variant, size, iconOnly, className, ...rest }: LinkProps & ButtonVariants) {
  const classes = button({ variant, size, iconOnly });
  return <Link className={className ? `${classes} ${className}` : classes} {...rest} />;
}

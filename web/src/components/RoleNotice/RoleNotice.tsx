import { Link } from 'react-router-dom';
import { EmptyState } from '../EmptyState/EmptyState';

/** What a screen shows, in place of a form, to an account that may not send it (admin §6), with the way back. */
export function RoleNotice({ children, back }: { children: string; back: { to: string; label: string } }) {
  return (
    <div role="status">
      <EmptyState action={<Link to={back.to}>{back.label}</Link>}>{children}</EmptyState>
    </div>
  );
}

import * as styles from './Agendas.css';

/** "No.52 · KGP-25": the agenda number, and the KGP number when it has one. */
export function AgendaNumber({ agenda, className }: { agenda: { id: number; kgp: string | null }; className?: string }) {
  return (
    <span className={className ? `${styles.agendaNo} ${className}` : styles.agendaNo}>
      No.{agenda.id}
      {agenda.kgp && ` · KGP-${agenda.kgp}`}
    </span>
  );
}

import { useState } from 'react';
import * as styles from './Avatar.css';

export interface AvatarProps {
  src: string;
  /** The name it stands for: its first letter is shown when there is no image. */
  name: string;
  size?: number;
}

/** A council's thumbnail, round; decorative (the name is always written next to it). */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (!src || failed) {
    return (
      <span className={styles.avatar} style={style} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className={styles.avatar} style={style} src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(true)} />;
}

import type { CSSProperties } from 'react';
import { vars } from '../../styles/theme.css';
import * as styles from './Hero.css';
import { useHeroEffects } from './useHeroEffects';

/** Parallax depth (px at the viewport edge) of the glow, orbit and node layers, for both copies. */
const DEPTHS = [10, 22, 38, 10, 22, 38] as const;

const line: CSSProperties = { stroke: vars.color.heroLine, fill: 'none' };
const node: CSSProperties = { fill: vars.color.accent };
const nodeAlt: CSSProperties = { fill: vars.color.heroGlowB };

const CENTER = { x: 820, y: 430 };
const ORBITS = [
  { rx: 430, ry: 170, dash: undefined },
  { rx: 340, ry: 136, dash: '2 10' },
  { rx: 250, ry: 100, dash: undefined },
  { rx: 160, ry: 64, dash: '1 8' },
];
/** Points on the orbits (orbit index, angle in degrees) where council nodes sit. */
const NODES = [
  [0, 200, 7],
  [0, 330, 5],
  [0, 40, 6],
  [1, 120, 5],
  [1, 265, 8],
  [2, 20, 6],
  [2, 160, 4],
  [2, 300, 5],
  [3, 90, 4],
  [3, 230, 6],
] as const;

function nodePosition(orbit: number, angle: number) {
  const { rx, ry } = ORBITS[orbit] ?? { rx: 0, ry: 0 };
  const radians = (angle * Math.PI) / 180;
  return { x: CENTER.x + rx * Math.cos(radians), y: CENTER.y + ry * Math.sin(radians) };
}

const POINTS = NODES.map(([orbit, angle, r]) => ({ ...nodePosition(orbit, angle), r }));
const LINKS = [
  [0, 5],
  [5, 8],
  [8, 3],
  [3, 1],
  [1, 7],
  [7, 9],
  [9, 4],
  [4, 0],
  [2, 6],
  [6, 9],
] as const;

function Layers({ register, offset }: { register: (index: number, element: HTMLElement | null) => void; offset: number }) {
  return (
    <>
      <div ref={(element) => register(offset, element)} className={styles.layer}>
        <div className={styles.glowA} />
        <div className={styles.glowB} />
      </div>
      <div ref={(element) => register(offset + 1, element)} className={styles.layer}>
        <svg className={styles.svg} viewBox="0 0 1200 900" preserveAspectRatio="xMidYMid slice">
          <g transform={`rotate(-16 ${CENTER.x} ${CENTER.y})`}>
            {ORBITS.map(({ rx, ry, dash }) => (
              <ellipse key={rx} cx={CENTER.x} cy={CENTER.y} rx={rx} ry={ry} style={line} strokeWidth={1.2} strokeDasharray={dash} />
            ))}
            {LINKS.map(([from, to]) => {
              const a = POINTS[from];
              const b = POINTS[to];
              return a && b ? <line key={`${from}-${to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} style={line} strokeWidth={0.8} opacity={0.7} /> : null;
            })}
          </g>
        </svg>
      </div>
      <div ref={(element) => register(offset + 2, element)} className={styles.layer}>
        <svg className={styles.svg} viewBox="0 0 1200 900" preserveAspectRatio="xMidYMid slice">
          <defs>
            <radialGradient id={`core-${offset}`}>
              <stop offset="0%" style={{ stopColor: vars.color.accent, stopOpacity: 0.9 }} />
              <stop offset="45%" style={{ stopColor: vars.color.accent, stopOpacity: 0.25 }} />
              <stop offset="100%" style={{ stopColor: vars.color.accent, stopOpacity: 0 }} />
            </radialGradient>
          </defs>
          <circle cx={CENTER.x} cy={CENTER.y} r={110} fill={`url(#core-${offset})`} />
          <circle cx={CENTER.x} cy={CENTER.y} r={26} style={node} />
          <g transform={`rotate(-16 ${CENTER.x} ${CENTER.y})`}>
            {POINTS.map(({ x, y, r }, index) => (
              <g key={index}>
                <circle cx={x} cy={y} r={r * 2.6} style={index % 3 === 1 ? nodeAlt : node} opacity={0.16} />
                <circle cx={x} cy={y} r={r} style={index % 3 === 1 ? nodeAlt : node} />
              </g>
            ))}
          </g>
        </svg>
      </div>
    </>
  );
}

/** The decorative hero image: fixed behind Home, blurred with scroll, moved by the mouse. */
export function HeroArt() {
  const { root, sharp, blurred, register } = useHeroEffects(DEPTHS);

  return (
    <div ref={root} className={styles.art} aria-hidden="true">
      <div ref={sharp} className={styles.plane}>
        <Layers register={register} offset={0} />
      </div>
      <div ref={blurred} className={`${styles.plane} ${styles.blurredPlane}`}>
        <Layers register={register} offset={3} />
      </div>
      <div className={styles.scrim} />
    </div>
  );
}

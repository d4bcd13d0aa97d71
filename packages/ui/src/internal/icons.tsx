// Inline SVG icons (24×24, stroke = currentColor). Decorative: the control that shows one names itself.
import type { SVGProps } from 'react';

const circle = 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18z';

const paths = {
  alert: `${circle}M12 7.5v5M12 16h.01`,
  arrowLeft: 'M19 12H5M11 5l-7 7 7 7',
  arrowRight: 'M5 12h14M13 5l7 7-7 7',
  camera: 'M4 8h3l2-2.5h6L17 8h3v11H4zM12 16.5a3 3 0 1 0 0-6a3 3 0 0 0 0 6z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  checkCircle: `${circle}M8 12.5l2.8 2.8L16.5 9.5`,
  chevronDown: 'M5 9l7 7 7-7',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  info: `${circle}M12 11v5M12 7.5h.01`,
  heart:
    'M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.4 3.5 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3z',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  menu: 'M4 7h16M4 12h16M4 17h16',
  message: 'M4 5.5h16v10H9l-5 4z',
  more: 'M6 12h.01M12 12h.01M18 12h.01',
  plus: 'M12 5v14M5 12h14',
  search: 'M11 4.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13zM16 16l4.5 4.5',
  star: 'M12 3.5l2.6 5.5 6 .7-4.4 4.1 1.2 5.9L12 16.8l-5.4 2.9 1.2-5.9-4.4-4.1 6-.7z',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4.5 20c1-3.8 4-5.5 7.5-5.5s6.5 1.7 7.5 5.5',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: IconName;
  /** CSS size (width and height); defaults to 1em so the icon follows the text size. */
  size?: string;
  /** Fill the shape with currentColor (e.g. a liked heart). */
  filled?: boolean;
};

export function Icon({ name, size = '1em', filled = false, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}

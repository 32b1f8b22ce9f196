// The viewer's frame (issue 12): fills the app's main area edge to edge (the app hides its header
// and padding around it, see app.css), carries the brand's colours and the tour's splash colour as
// tokens, the brand's light or dark theme for its panels, and is what fullscreen enlarges.
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { brandStyle, type SplashFraction } from '../../../lib/brand-tokens.ts';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { useToastClearance } from '../../../components/use-toast-clearance.ts';
import './immersive.css';

interface ImmersiveFrameProps extends HTMLAttributes<HTMLDivElement> {
  theme: 'light' | 'dark';
  sceneType: string;
  /** The docked scene strip is on screen (the stage keeps clear of it for gallery images). */
  docked?: boolean;
  /** The tour's splash colour; undefined outside a tour. */
  splash?: SplashFraction | null;
  children: ReactNode;
}

/** What docks along the viewer's bottom edge: previous/next, the scene strip, the guide card or sheet. */
const BOTTOM_CONTROLS = '.immersive__bottom > *, .guide-card';

export function ImmersiveFrame({
  theme,
  sceneType,
  docked,
  splash,
  className,
  children,
  ...rest
}: ImmersiveFrameProps) {
  const brand = useBrand();
  const layout = useLayoutMode();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useToastClearance(root, BOTTOM_CONTROLS);
  return (
    <div
      {...rest}
      ref={setRoot}
      className={['immersive', className].filter(Boolean).join(' ')}
      data-fullscreen-root=""
      data-layout={layout}
      data-theme={theme}
      data-scene-type={sceneType}
      data-docked={docked || undefined}
      style={brandStyle(brand.color, splash)}
    >
      {children}
    </div>
  );
}

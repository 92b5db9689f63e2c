import { createContext, createElement, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islands, type IslandName, type IslandProps } from './registry.ts';
import { StyleRules } from '../ui/style-rules.ts';

/**
 * When the booter hydrates an island: at once, when the browser is idle,
 * when it nears the viewport, when it nears the viewport once the visitor
 * has scrolled, tapped or pressed a key (`interaction`: an island of the
 * first screen that does nothing until it is used), or when a mouse first
 * moves over the page (a decoration that follows the mouse: never on a
 * touch screen).
 */
export type Wake = 'load' | 'idle' | 'visible' | 'interaction' | 'mouse';

/** Filled during a page's render: the islands it placed, in order, with when each wakes. */
export const IslandCollector = createContext<Array<{ name: string; wake: Wake }> | null>(null);

/**
 * Places an island. Its HTML is rendered as a root of its own, exactly as the
 * browser will hydrate it, so React's generated ids match on both sides.
 */
export function Island<N extends IslandName>({ name, props, wake }: { name: N; props: IslandProps<N>; wake: Wake }) {
  const collector = useContext(IslandCollector);
  const index = collector ? collector.push({ name, wake }) : 1;
  const prefix = `i${index}-`;
  const component = islands[name] as ComponentType<IslandProps<N>>;
  // The rules its styled elements need go to the page's stylesheet, as the page's own do.
  const rules = useContext(StyleRules);
  const html = renderToString(createElement(StyleRules.Provider, { value: rules }, createElement(component, props)), { identifierPrefix: prefix });
  return (
    <div
      className="island"
      data-island={name}
      data-wake={wake}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { StyleRules, declarationText, registerStyle, styleClassName, useStyles } from './style-rules.ts';

test('writes declarations as CSS, custom properties as they are, empty values left out', () => {
  expect(declarationText({ backgroundImage: 'url(a.png)', '--share': '40%', color: undefined })).toBe('background-image:url(a.png);--share:40%');
});

test('names a class after its declarations alone, and escapes what could close the <style> element', () => {
  expect(styleClassName('color:red')).toBe(styleClassName('color:red'));
  expect(styleClassName('color:red')).not.toBe(styleClassName('color:blue'));
  const rules = new Map<string, string>();
  const name = registerStyle(rules, { background: 'url(x</style><script>)' })!;
  expect(rules.get(name)).toBe(`.${name}.${name}{background:url(x\\3c /style>\\3c script>)}`);
  expect(registerStyle(rules, {})).toBeUndefined();
});

test('on the server, an element gets a class and its rule goes to the page, never a style attribute', () => {
  function Bar({ share }: { share: number }) {
    const styled = useStyles();
    return <div {...styled({ transform: `scaleX(${share})` }, 'bar')} />;
  }
  const rules = new Map<string, string>();
  const html = renderToString(
    <StyleRules.Provider value={rules}>
      <Bar share={0.5} />
    </StyleRules.Provider>,
  );
  const [name, rule] = [...rules][0]!;
  expect(html).toBe(`<div class="bar ${name}"></div>`);
  expect(rule).toBe(`.${name}.${name}{transform:scaleX(0.5)}`);
});

import { describe, expect, it } from 'vitest';
import { addComponentIds } from './styled-component-ids';

const source = `import styled, { css } from 'styled-components';
import { Base } from './Base';
// styled.span in a comment is harmless
const Box = styled.div\`color: red;\`;
const Row = styled.li<{ $on: boolean }>\`gap: 1px;\`;
const Fancy = styled(Base)\`margin: 0;\`;
const Named = styled(Parts.Item)\`margin: 0;\`;
const Linked = styled.a.attrs({ rel: 'next' })\`\`;
const Configured = styled.p.withConfig({ componentId: 'mine' })\`\`;
const other = notstyled.div;
`;

describe('addComponentIds', () => {
  it('gives each styled constructor a component id from its file and place', () => {
    const out = addComponentIds(source, 'packages/ui/src/Box.tsx');
    const ids = [...out.matchAll(/componentId:"(sc-[\w]+-\d+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(6); // five constructors and the comment; the configured one keeps its own id
    expect(new Set(ids).size).toBe(6);
    expect(out).toContain('styled.div.withConfig({componentId:');
    expect(out).toMatch(/styled\.li\.withConfig\(\{componentId:"[^"]+"\}\)<\{ \$on: boolean \}>`/);
    expect(out).toContain('styled(Base).withConfig(');
    expect(out).toContain('styled(Parts.Item).withConfig(');
    expect(out).toMatch(/styled\.a\.withConfig\(\{componentId:"[^"]+"\}\)\.attrs\(/);
    expect(out).toContain("styled.p.withConfig({ componentId: 'mine' })");
    expect(out).toContain('notstyled.div;');
  });

  it('is stable for a file and differs between files', () => {
    expect(addComponentIds(source, 'a.tsx')).toBe(addComponentIds(source, 'a.tsx'));
    expect(addComponentIds(source, 'a.tsx')).not.toBe(addComponentIds(source, 'b.tsx'));
  });

  it('leaves modules without a styled import alone', () => {
    const code = "import { css } from 'styled-components';\nconst x = styled.div;";
    expect(addComponentIds(code, 'a.ts')).toBe(code);
  });
});

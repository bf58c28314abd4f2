// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { axeFindings } from './render.tsx';

// The other component tests expect no findings; this shows the helper does report one.
describe('axeFindings', () => {
  it('names the rule and the element of a violation', async () => {
    const { container } = render(<input id="nameless" type="text" />);
    expect(await axeFindings(container)).toEqual(['label: #nameless']);
  });
});

import { expect, type Locator } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/** Nothing in `root` reaches past the phone's width, and it does not scroll sideways. */
export async function expectFitsPhone(root: Locator) {
  const overflow = await root.evaluate((element, width) => {
    const past = [element, ...element.querySelectorAll('*')].filter(
      (node) => node.getBoundingClientRect().right > width + 0.5,
    );
    return {
      sideways: element.scrollWidth > element.clientWidth,
      past: past.map((node) => node.outerHTML.slice(0, 120)),
    };
  }, PHONE.width);
  expect(overflow).toEqual({ sideways: false, past: [] });
}

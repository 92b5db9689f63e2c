import { describe, expect, it } from 'vitest';
import { planFor, type SystemTool } from '../../scripts/system-tools.ts';

const tool = (debianPackage: string): SystemTool => ({ what: `the ${debianPackage} program`, debianPackage, isPresent: () => false });

describe('the system tools npm test needs', () => {
  it('does nothing when every tool is there', () => {
    expect(planFor([], { isRoot: true, hasAptGet: true })).toEqual({ action: 'none' });
  });

  it('installs the missing packages with apt-get when it runs as root', () => {
    expect(planFor([tool('chromium'), tool('nginx')], { isRoot: true, hasAptGet: true })).toEqual({ action: 'install', packages: ['chromium', 'nginx'] });
  });

  it('otherwise stops with the one command to run, naming what is missing', () => {
    const plan = planFor([tool('chromium'), tool('openssl')], { isRoot: false, hasAptGet: true });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('the chromium program');
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium openssl');
  });

  it('names the packages on a machine without apt-get', () => {
    const plan = planFor([tool('nginx')], { isRoot: true, hasAptGet: false });
    expect(plan).toMatchObject({ action: 'stop', message: expect.stringContaining('Debian packages: nginx') });
  });
});

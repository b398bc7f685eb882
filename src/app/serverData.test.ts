import { afterEach, describe, expect, it } from 'vitest';
import { readServerData, serverDataScript, type ServerData } from './serverData.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the server data block', () => {
  it('cannot be ended or commented out by the text it carries, and reads back the same', () => {
    const topic = 'Is </script><script>alert(1)</script> <!-- safe? \u2028';
    const data = { path: '/debate/x', debate: { id: 'x', value: { topic } } } as unknown as ServerData;
    const script = serverDataScript(data);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toContain('<');
    expect(body).not.toContain('\u2028');
    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readServerData()).toEqual(data);
  });

  it('reads nothing from a page without a block, or with one that does not parse', () => {
    expect(readServerData()).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="agora-server-data">{not json</script>';
    expect(readServerData()).toBeUndefined();
  });
});

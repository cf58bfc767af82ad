// Test double for next-intl (ESM-only, so not loadable by jest here): translates from the real
// shell messages and throws on a missing key, so tests also check the keys used.
import enShell from '../../messages/en-US/shell.json';
import zhShell from '../../messages/zh-CN/shell.json';

type Tree = { [key: string]: string | Tree };
const shell: Record<string, Tree> = { 'en-US': enShell, 'zh-CN': zhShell };

function lookup(tree: Tree, key: string): string | undefined {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof found === 'string' ? found : undefined;
}

export function fakeNextIntl(language: 'en-US' | 'zh-CN') {
  const useTranslations = (namespace: string) => {
    const tree = namespace === 'shell' ? shell[language] : {};
    const t = (key: string, values: Record<string, string | number> = {}) => {
      const text = lookup(tree, key);
      if (text === undefined) throw new Error(`missing message ${namespace}.${key}`);
      return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
    };
    t.has = (key: string) => lookup(tree, key) !== undefined;
    return t;
  };
  return { useTranslations, useLocale: () => language };
}

import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { STUDIO_SUBCOLLECTIONS, USER_SUBCOLLECTIONS } from './user-collections';

// Account deletion walks USER_SUBCOLLECTIONS (the offline Firestore server cannot list
// collection ids). This reads every repository with the type checker and collects the
// collections the code opens under a document of `users`, so a new one that is not on the list
// fails here instead of outliving the account it belongs to.

const SRC = path.dirname(path.dirname(new URL(import.meta.url).pathname));
/** The helpers that take any name (their callers are read instead), and deletion itself. */
const SKIPPED = [path.join(SRC, 'adapters/firebase/documents.ts'), path.join(SRC, 'account')];

function program(): ts.Program {
  const configPath = path.join(SRC, '..', 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const roots = config.fileNames.filter((f) => f.startsWith(SRC) && !/\.test\.ts$/.test(f));
  return ts.createProgram(roots, { ...config.options, noEmit: true });
}

interface Found {
  /** users/{uid}/{name} */
  underUsers: Map<string, string>;
  /** studios/{id}/{name}: deleted with the owner's studio. */
  underStudios: Map<string, string>;
  /** Collections under another document (promoCodes/{code}/redemptions). */
  elsewhere: Map<string, string>;
  /** Calls whose collection or parent the checker cannot name: each must be made readable. */
  unreadable: string[];
}

function scan(): Found {
  const prog = program();
  const checker = prog.getTypeChecker();
  const found: Found = {
    underUsers: new Map(),
    underStudios: new Map(),
    elsewhere: new Map(),
    unreadable: [],
  };

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(SRC, file.fileName)}:${line + 1}`;
  };

  /** The string literals a name argument can be ('a' or a union of literals); null if any string. */
  const namesOf = (arg: ts.Expression | undefined): string[] | null => {
    if (!arg) return null;
    const type = checker.getTypeAtLocation(arg);
    const parts = type.isUnion() ? type.types : [type];
    const names = parts.map((t) => (t.isStringLiteral() ? t.value : null));
    return names.every((n): n is string => n !== null) ? names : null;
  };

  /** What an identifier or a call stands for: its initializer or the function's returned value. */
  const definitionOf = (expr: ts.Expression): ts.Expression | null => {
    const target = ts.isCallExpression(expr) ? expr.expression : expr;
    let symbol = checker.getSymbolAtLocation(target);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const decl = symbol?.declarations?.[0];
    if (!decl) return null;
    const fn =
      ts.isVariableDeclaration(decl) && decl.initializer && ts.isArrowFunction(decl.initializer)
        ? decl.initializer
        : ts.isFunctionDeclaration(decl)
          ? decl
          : null;
    if (ts.isCallExpression(expr)) {
      if (!fn?.body) return null;
      if (!ts.isBlock(fn.body)) return fn.body;
      const ret = fn.body.statements.find(ts.isReturnStatement);
      return ret?.expression ?? null;
    }
    if (fn) return null;
    return ts.isVariableDeclaration(decl) && decl.initializer ? decl.initializer : null;
  };

  const unwrap = (expr: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) ? unwrap(expr.expression) : expr;

  /** The collection names a collection reference can be, or null when it cannot be read. */
  const collectionOf = (raw: ts.Expression, depth = 0): string[] | null => {
    const expr = unwrap(raw);
    if (depth > 8) return null;
    if (ts.isCallExpression(expr)) {
      const callee = expr.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'collection') {
        return namesOf(expr.arguments[0]);
      }
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'where') {
        return collectionOf(callee.expression, depth + 1);
      }
      if (ts.isIdentifier(callee) && callee.text === 'ownCollection') {
        return namesOf(expr.arguments[2]);
      }
    }
    const next = definitionOf(expr);
    return next ? collectionOf(next, depth + 1) : null;
  };

  /** The collection a document reference belongs to ('users' for userRef(db, uid)). */
  const parentOf = (raw: ts.Expression, depth = 0): string[] | null => {
    const expr = unwrap(raw);
    if (depth > 8) return null;
    if (ts.isCallExpression(expr)) {
      const callee = expr.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'doc') {
        return collectionOf(callee.expression, depth + 1);
      }
    }
    const next = definitionOf(expr);
    return next ? parentOf(next, depth + 1) : null;
  };

  const add = (map: Map<string, string>, names: string[], node: ts.Node) => {
    for (const name of names) if (!map.has(name)) map.set(name, where(node));
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'ownCollection') {
        const names = namesOf(node.arguments[2]);
        if (names) add(found.underUsers, names, node);
        else found.unreadable.push(`${where(node)} ownCollection(…, ?)`);
      } else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'collection') {
        const receiver = checker.getTypeAtLocation(callee.expression);
        if (receiver.getSymbol()?.getName() === 'DocumentReference') {
          const names = namesOf(node.arguments[0]);
          const parents = parentOf(callee.expression);
          if (!names || !parents) found.unreadable.push(`${where(node)} ${node.getText()}`);
          else if (parents.includes('users')) add(found.underUsers, names, node);
          else if (parents.includes('studios')) add(found.underStudios, names, node);
          else add(found.elsewhere, names, node);
        }
      }
    }
    ts.forEachChild(node, visit);
  };

  for (const file of prog.getSourceFiles()) {
    if (!file.fileName.startsWith(SRC) || SKIPPED.some((s) => file.fileName.startsWith(s))) {
      continue;
    }
    visit(file);
  }
  return found;
}

describe('account deletion reaches every collection written under an artist', () => {
  const found = scan();

  it('reads every collection call (a name or parent it cannot tell is a failure)', () => {
    expect(found.unreadable).toEqual([]);
    // The scan sees the collections it must: a broken scan would pass everything below.
    expect([...found.underUsers.keys()]).toEqual(
      expect.arrayContaining(['clients', 'gallery', 'ledger', 'outbox']),
    );
    expect([...found.elsewhere.keys()].sort()).toEqual(['emailRedemptions', 'redemptions']);
    expect([...found.underStudios.keys()]).toContain('members');
  });

  it('lists each of them in USER_SUBCOLLECTIONS', () => {
    const listed = new Set<string>(USER_SUBCOLLECTIONS);
    const missing = [...found.underUsers]
      .filter(([name]) => !listed.has(name))
      .map(([name, at]) => `${name} (${at})`);
    expect(missing).toEqual([]);
  });

  it('lists every collection under a studio in STUDIO_SUBCOLLECTIONS', () => {
    const listed = new Set<string>(STUDIO_SUBCOLLECTIONS);
    const missing = [...found.underStudios]
      .filter(([name]) => !listed.has(name))
      .map(([name, at]) => `${name} (${at})`);
    expect(missing).toEqual([]);
  });
});

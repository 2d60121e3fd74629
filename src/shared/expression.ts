/**
 * The `{{…}}` expressions of schemas, evaluated without `new Function`: Formily's own compiler builds a function
 * from the text, which the app's Content-Security-Policy (no 'unsafe-eval') forbids, and which would run anything a
 * schema file says. Expressions are parsed by jsep and interpreted here: names from the scope (Formily's $self,
 * $deps, $values, $form… and renderer/scope.ts) and a few plain conversions, literals, member access, calls,
 * unary, binary, logical and conditional operators. No assignment, no functions defined in text, no access to
 * constructor or prototype.
 */
import jsep from 'jsep';

type Node = jsep.Expression;
type Scope = Record<string, unknown>;

/** Plain conversions an expression may use without a scope entry (also what check:schemas lets through). */
export const EXPRESSION_GLOBALS: Record<string, unknown> = { String, Number, Boolean, parseInt, parseFloat, isNaN, Math, undefined, NaN, Infinity };

const FORBIDDEN = new Set(['constructor', 'prototype', '__proto__', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

const BINARY: Record<string, (a: any, b: any) => unknown> = {
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '|': (a, b) => a | b,
  '&': (a, b) => a & b,
  '^': (a, b) => a ^ b,
  '<<': (a, b) => a << b,
  '>>': (a, b) => a >> b,
  '>>>': (a, b) => a >>> b,
};

const UNARY: Record<string, (a: any) => unknown> = { '!': (a) => !a, '-': (a) => -a, '+': (a) => +a, '~': (a) => ~a };

const parsed = new Map<string, Node>();

/** The parsed expression (cached); throws a SyntaxError-like Error on text jsep cannot read. */
export function parseExpression(text: string): Node {
  let node = parsed.get(text);
  if (!node) {
    node = jsep(text);
    if (parsed.size > 500) parsed.clear();
    parsed.set(text, node);
  }
  return node;
}

function key(node: Node, scope: Scope): string {
  const k = node.computed ? String(run(node.property as Node, scope)) : String((node.property as Node).name);
  if (FORBIDDEN.has(k)) throw new Error(`表达式不能访问 ${k}`);
  return k;
}

function run(node: Node, scope: Scope): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier': {
      const name = node.name as string;
      if (name in scope) return scope[name];
      if (name in EXPRESSION_GLOBALS) return EXPRESSION_GLOBALS[name];
      throw new Error(`表达式中的 ${name} 未定义`);
    }
    case 'MemberExpression': {
      const object = run(node.object as Node, scope) as Record<string, unknown> | null | undefined;
      return object === null || object === undefined ? undefined : object[key(node, scope)];
    }
    case 'CallExpression': {
      const callee = node.callee as Node;
      const self = callee.type === 'MemberExpression' ? (run(callee.object as Node, scope) as Record<string, unknown>) : undefined;
      const fn = callee.type === 'MemberExpression' ? self?.[key(callee, scope)] : run(callee, scope);
      if (typeof fn !== 'function') throw new Error('表达式调用的不是函数');
      if (fn === Function || fn === eval) throw new Error('表达式不能创建函数');
      return fn.apply(
        self,
        (node.arguments as Node[]).map((a) => run(a, scope)),
      );
    }
    case 'UnaryExpression':
      return UNARY[node.operator as string](run(node.argument as Node, scope));
    case 'BinaryExpression': {
      const op = node.operator as string;
      const left = run(node.left as Node, scope);
      if (op === '&&') return left && run(node.right as Node, scope);
      if (op === '||') return left || run(node.right as Node, scope);
      if (op === '??') return left ?? run(node.right as Node, scope);
      const apply = BINARY[op];
      if (!apply) throw new Error(`表达式不支持运算符 ${op}`);
      return apply(left, run(node.right as Node, scope));
    }
    case 'ConditionalExpression':
      return run(node.test as Node, scope) ? run(node.consequent as Node, scope) : run(node.alternate as Node, scope);
    case 'ArrayExpression':
      return (node.elements as Node[]).map((e) => run(e, scope));
    case 'Compound':
      return (node.body as Node[]).reduce<unknown>((_, n) => run(n, scope), undefined);
    default:
      throw new Error(`表达式不支持 ${node.type}`);
  }
}

/**
 * Formily hands a reaction's `run` over as `function(){<statements>}`; the statements (`a; b`, optionally written
 * as `{{…}}` themselves) become a function that interprets them when called.
 */
const RUNNER = /^function\(\)\{([\s\S]*)\}$/;
const WRAPPED = /^\s*\{\{([\s\S]*)\}\}\s*$/;

/** Evaluates `text` (the inside of `{{…}}`) with `scope`; Formily's registerCompiler signature. */
export function evaluateExpression(text: string, scope: Scope = {}): unknown {
  const runner = RUNNER.exec(text.trim());
  if (runner) {
    const body = runner[1].replace(WRAPPED, '$1').trim();
    return () => void (body && run(parseExpression(body), scope));
  }
  return run(parseExpression(text), scope);
}

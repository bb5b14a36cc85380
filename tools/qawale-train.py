#!/usr/bin/python3
# qawale-train.py: tune and train Qawale's evaluation from self-play games
#
# The games come from 'perch-cli qawale selfplay' (one position a line: the position,
# the game's result for the side to move, the player's search score and depth, the
# game's number):
#
#   texel  fits the hand-written evaluation's weights (perch-cli qawale eval prints its
#          terms) to the results, Texel style: the win probability is a logistic
#          function of the evaluation; prints the held-out loss of today's weights and of
#          the fitted ones, and the fitted weights (the order of the 'weights' table in
#          src/core/qawale/perch-qawale-eval.c);
#   net    trains the small network of perch-qawale-net.h on the same data and writes
#          its weights as integers;
#   check  prints the network's integer evaluation of positions read from stdin, as the
#          C code computes it (the test's expected numbers come from here).
#
# Offline only: Debian's /usr/bin/python3 with python3-numpy. The app never needs it.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import argparse
import os
import shlex
import subprocess
import sys

import numpy as np

HIDDEN = 32
CLIP = 127
OUTPUT_SHIFT = 6
TOP_INPUTS = 16 * 32
UNDER_BASE = TOP_INPUTS
RESERVE_BASE = TOP_INPUTS + 16 * 16
THEIR_RESERVE = 11
INPUTS = RESERVE_BASE + 22
ACTIVE = 16 * 2 + 2
EVAL_MAX = 2000
# The search's units per unit of the network's logit: sigmoid (eval / UNITS) is the
# chance of winning (a draw counting half).
UNITS = 400

NONE, LIGHT, DARK, NEUTRAL = 0, 1, 2, 3
LETTERS = {'l': LIGHT, 'd': DARK, 'n': NEUTRAL}


def parse_position(text):
    """The one-line format: ranks 4 to 1 split by '/', squares a to d by ',', each stack
    bottom first; then who is to move and the reserves of light and dark."""
    fields = text.split()
    ranks = fields[0].split('/')
    stacks = [None] * 16
    for r, rank in enumerate(ranks):
        for f, stack in enumerate(rank.split(',')):
            stacks[(3 - r) * 4 + f] = [LETTERS[c] for c in stack]
    to_move = 0 if fields[1] == 'light' else 1
    return stacks, to_move, (int(fields[2]), int(fields[3]))


def inputs(stacks, reserves, colour):
    """The active inputs of the view of @colour (0 light, 1 dark), as in perch-qawale-net.c."""
    active = []
    for s, stack in enumerate(stacks):
        height = len(stack)
        top = stack[-1] if height else NONE
        if top in (LIGHT, DARK):
            top = 1 if top - 1 == colour else 2
        under = stack[:-1]
        light = sum(1 for p in under if p == LIGHT)
        dark = sum(1 for p in under if p == DARK)
        mine, theirs = (light, dark) if colour == 0 else (dark, light)
        active.append(s * 32 + top * 8 + min(height, 7))
        active.append(UNDER_BASE + s * 16 + min(mine, 3) * 4 + min(theirs, 3))
    active.append(RESERVE_BASE + reserves[colour])
    active.append(RESERVE_BASE + THEIR_RESERVE + reserves[colour ^ 1])
    return active


def load(paths):
    positions, results, scores = [], [], []
    for path in paths:
        with open(path) as data:
            for line in data:
                fields = line.rstrip('\n').split('\t')
                positions.append(fields[0])
                results.append(int(fields[1]))
                scores.append(int(fields[2]))
    return positions, np.array(results, np.float64), np.array(scores, np.float64)


def file_weights(paths, given):
    """How much each position counts in training: its file's weight from the
    --file-weight FILE=W options (1 for a file not named there)."""
    by_name = {}
    for item in given:
        name, _, weight = item.rpartition('=')
        if name not in paths:
            sys.exit(f'--file-weight {item}: {name} is not one of the data files')
        by_name[name] = float(weight)
    weights = []
    for path in paths:
        with open(path) as data:
            count = sum(1 for _ in data)
        weights.append(np.full(count, by_name.get(path, 1.0)))
    return np.concatenate(weights)


# The 8 symmetries of the board, as square permutations (for more training data).
def symmetries():
    perms = []
    for s in range(8):
        perm = []
        for square in range(16):
            f, r = square % 4, square // 4
            for _ in range(s & 3):
                f, r = r, 3 - f
            if s & 4:
                f = 3 - f
            perm.append(r * 4 + f)
        perms.append(perm)
    return perms


def features(positions):
    """Active inputs of both views, side to move first: an int array (N, 2, ACTIVE)."""
    out = np.zeros((len(positions), 2, ACTIVE), np.int16)
    for i, text in enumerate(positions):
        stacks, to_move, reserves = parse_position(text)
        out[i, 0] = inputs(stacks, reserves, to_move)
        out[i, 1] = inputs(stacks, reserves, to_move ^ 1)
    return out


def moved(x, symmetry):
    """The inputs of the same positions with the squares moved by @symmetry."""
    perm = np.array(symmetry, np.int16)
    out = x.copy()
    top = x < UNDER_BASE
    under = (x >= UNDER_BASE) & (x < RESERVE_BASE)
    out[top] = perm[x[top] // 32] * 32 + x[top] % 32
    rest = x[under] - UNDER_BASE
    out[under] = UNDER_BASE + perm[rest // 16] * 16 + rest % 16
    return out


def targets(results, scores, weight_of_result):
    """What the model learns: the result (1, 1/2, 0) mixed with the search's score."""
    from_result = (results + 1) / 2
    from_score = 1 / (1 + np.exp(-np.clip(scores, -3000, 3000) / UNITS))
    return weight_of_result * from_result + (1 - weight_of_result) * from_score


def cross_entropy(logits, target):
    p = np.clip(1 / (1 + np.exp(-logits)), 1e-7, 1 - 1e-7)
    return float(-(target * np.log(p) + (1 - target) * np.log(1 - p)).mean())


# The hand-written evaluation's terms, Texel style.

def eval_terms(cli, positions):
    done = subprocess.run([cli, 'qawale', 'eval'], input='\n'.join(positions) + '\n',
                          capture_output=True, text=True, check=True)
    lines = done.stdout.splitlines()
    evaluations = np.array([int(line.split('\t')[0]) for line in lines], np.float64)
    terms = np.array([[int(x) for x in line.split('\t')[1].split()] for line in lines],
                     np.float64)
    return evaluations, terms


def adam(gradient, weights, steps, rate):
    m = np.zeros_like(weights)
    v = np.zeros_like(weights)
    for step in range(1, steps + 1):
        g = gradient(weights)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        weights = weights - rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-9)
    return weights


def command_texel(args):
    positions, results, scores = load(args.data)
    evaluations, terms = eval_terms(args.cli, positions)
    target = targets(results, scores, args.result_weight)
    order = np.random.default_rng(args.seed).permutation(len(target))
    train, valid = order[len(order) // 10:], order[:len(order) // 10]
    print(f'{len(target)} positions, {len(train)} to fit, {len(valid)} to check', file=sys.stderr)

    fit_terms, fit_target = terms[train], target[train]

    def gradient(w):
        p = 1 / (1 + np.exp(-(fit_terms @ w) / UNITS))
        return fit_terms.T @ (p - fit_target) / len(train) / UNITS + args.l2 * w

    start = np.zeros(terms.shape[1])
    fitted = adam(gradient, start, args.steps, args.rate)
    rounded = np.round(fitted).astype(int)
    before = cross_entropy(evaluations[valid] / UNITS, target[valid])
    after = cross_entropy((terms[valid] @ rounded) / UNITS, target[valid])
    print(f'held-out loss: today\'s weights {before:.5f}, fitted {after:.5f}', file=sys.stderr)
    print(' '.join(str(w) for w in rounded))


# The network.

def forward(w1, b1, w2, b2, x):
    """The logits of the positions whose active inputs are @x, and what backprop needs."""
    acc = w1[x].sum(axis=2) + b1            # (N, 2, HIDDEN)
    hidden = np.clip(acc, 0, 1)
    flat = hidden.reshape(len(x), 2 * HIDDEN)
    return flat @ w2 + b2, acc, flat


def input_gradient(x, d_acc):
    """The gradient of the input weights: each active input gets its view's d_acc."""
    rows = x.reshape(-1).astype(np.intp)
    spread = np.repeat(d_acc.reshape(-1, HIDDEN), ACTIVE, axis=0)
    return np.stack([np.bincount(rows, weights=spread[:, j], minlength=INPUTS)
                     for j in range(HIDDEN)], axis=1)


def command_net(args):
    global HIDDEN
    HIDDEN = args.hidden
    positions, results, scores = load(args.data)
    target = targets(results, scores, args.result_weight)
    weight = file_weights(args.data, args.file_weight)
    rng = np.random.default_rng(args.seed)
    order = rng.permutation(len(target))
    train, valid = order[len(order) // 10:], order[:len(order) // 10]
    perms = symmetries()
    print(f'{len(target)} positions; features of 8 symmetries...', file=sys.stderr)
    identity = features(positions)
    x_by_symmetry = [moved(identity, perm) for perm in perms]
    x_valid = x_by_symmetry[0][valid]
    constant = np.full(len(valid), np.log(target[train].mean() / (1 - target[train].mean())))
    print(f'held-out loss of a constant guess {cross_entropy(constant, target[valid]):.5f}',
          file=sys.stderr)

    w1 = rng.normal(0, 0.1, (INPUTS, HIDDEN)).astype(np.float32)
    b1 = np.full(HIDDEN, 0.25)
    w2 = rng.normal(0, 0.3, 2 * HIDDEN)
    b2 = 0.0
    params = [w1, b1, w2, np.array([b2])]
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
    step = 0
    for epoch in range(args.epochs):
        rate = args.rate * (0.5 ** (epoch // max(1, args.epochs // 4)))
        shuffled = rng.permutation(train)
        for start in range(0, len(shuffled), args.batch):
            batch = shuffled[start:start + args.batch]
            x = x_by_symmetry[rng.integers(8)][batch]
            w1, b1, w2, b2v = params
            logits, acc, flat = forward(w1, b1, w2, b2v[0], x)
            p = 1 / (1 + np.exp(-logits))
            d_logits = weight[batch] * (p - target[batch]) / weight[batch].sum()
            g_w2 = flat.T @ d_logits
            g_b2 = np.array([d_logits.sum()])
            d_acc = np.outer(d_logits, w2).reshape(acc.shape) * ((acc > 0) & (acc < 1))
            g_b1 = d_acc.sum(axis=(0, 1))
            g_w1 = input_gradient(x, d_acc)
            grads = [g_w1 + args.l2 * w1, g_b1, g_w2, g_b2]
            step += 1
            for i, (param, grad) in enumerate(zip(params, grads)):
                m, v = moments[i]
                m *= 0.9
                m += 0.1 * grad
                v *= 0.999
                v += 0.001 * grad * grad
                param -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
            # Keep every accumulator within 16 bits once the weights are integers.
            np.clip(w1, -7, 7, out=w1)
        logits, _, _ = forward(params[0], params[1], params[2], params[3][0], x_valid)
        print(f'epoch {epoch + 1}: held-out loss {cross_entropy(logits, target[valid]):.5f}',
              file=sys.stderr)
    write_net(args.out, params, args.command_line)


def quantise(params):
    w1, b1, w2, b2 = params
    q_w1 = np.clip(np.round(w1 * CLIP), -32767, 32767).astype(int)
    q_b1 = np.clip(np.round(b1 * CLIP), -32767, 32767).astype(int)
    scale = UNITS * (1 << OUTPUT_SHIFT)
    q_w2 = np.clip(np.round(w2 * scale / CLIP), -32767, 32767).astype(int)
    q_b2 = int(round(float(b2[0]) * scale))
    return q_w1, q_b1, q_w2, q_b2


def c_rows(values, per_line):
    text = []
    for i in range(0, len(values), per_line):
        text.append('  ' + ', '.join(str(v) for v in values[i:i + per_line]) + ',')
    return '\n'.join(text)


def write_net(path, params, command_line):
    write_integers(path, quantise(params), command_line)


def write_integers(path, net, command_line):
    q_w1, q_b1, q_w2, q_b2 = net
    with open(path, 'w') as out:
        out.write('/* perch-qawale-net-weights.c: the weights of the learned evaluation, '
                  'generated: do not edit\n *\n'
                  ' * Made from the top of the source tree, with perch-cli built in build/ (./dev\n'
                  ' * setup; ninja -C build), by these commands (the script needs python3-numpy):\n')
        for line in command_line:
            out.write(f' *   {line}\n')
        out.write(' *\n * SPDX-License-Identifier: GPL-3.0-or-later\n */\n'
                  '#define G_LOG_DOMAIN "perch-qawale"\n\n'
                  '#include "perch-qawale-net.h"\n\n'
                  f'G_STATIC_ASSERT (PERCH_QAWALE_NET_HIDDEN == {len(q_b1)});\n\n')
        out.write('const gint16 perch_qawale_net_input_weights[PERCH_QAWALE_NET_INPUTS]\n'
                  '                                          [PERCH_QAWALE_NET_HIDDEN] = {\n')
        for row in q_w1:
            out.write('  { ' + ', '.join(str(v) for v in row) + ' },\n')
        out.write('};\n\nconst gint16 perch_qawale_net_input_bias[PERCH_QAWALE_NET_HIDDEN] = {\n')
        out.write(c_rows(list(q_b1), 16) + '\n};\n\n')
        out.write('const gint16 perch_qawale_net_output_weights[2 * PERCH_QAWALE_NET_HIDDEN] = {\n')
        out.write(c_rows(list(q_w2), 16) + '\n};\n\n')
        out.write(f'const gint32 perch_qawale_net_output_bias = {q_b2};\n')


def read_net(path):
    """The integer weights back from the generated C source."""
    text = open(path).read()

    def numbers(start, end):
        body = text[text.index(start):]
        body = body[body.index('=') + 1:body.index(end)]
        return [int(v) for v in body.replace('{', ' ').replace('}', ' ').replace(',', ' ').split()]

    b1 = np.array(numbers('perch_qawale_net_input_bias', '};'), np.int64)
    w1 = np.array(numbers('perch_qawale_net_input_weights', '};'), np.int64).reshape(INPUTS, len(b1))
    w2 = np.array(numbers('perch_qawale_net_output_weights', '};'), np.int64)
    b2 = numbers('perch_qawale_net_output_bias', ';')[0]
    return w1, b1, w2, b2


def integer_eval(net, text):
    """The network's evaluation of a position, with the C code's integers."""
    w1, b1, w2, b2 = net
    stacks, to_move, reserves = parse_position(text)
    hidden_size = len(b1)
    total = b2
    for view in range(2):
        colour = to_move ^ view
        acc = b1 + w1[inputs(stacks, reserves, colour)].sum(axis=0)
        hidden = np.clip(acc, 0, CLIP)
        total += int((hidden * w2[view * hidden_size:(view + 1) * hidden_size]).sum())
    total >>= OUTPUT_SHIFT
    return max(-EVAL_MAX + 1, min(EVAL_MAX - 1, total))


def command_check(args):
    net = read_net(args.weights)
    for line in sys.stdin:
        text = line.split('\t')[0].strip()
        if text:
            print(f'{integer_eval(net, text)}\t{text}')


def main():
    parser = argparse.ArgumentParser(description='Tune and train the Qawale evaluation.')
    sub = parser.add_subparsers(dest='command', required=True)
    texel = sub.add_parser('texel', help='fit the hand-written weights')
    texel.add_argument('--cli', required=True, help='the perch-cli to print terms with')
    net = sub.add_parser('net', help='train the network')
    net.add_argument('--out', required=True, help='the C source to write')
    net.add_argument('--epochs', type=int, default=12)
    net.add_argument('--hidden', type=int, default=HIDDEN,
                     help='accumulators per view (PERCH_QAWALE_NET_HIDDEN must match)')
    net.add_argument('--recipe', action='append', default=[],
                     help='a command that made the data, for the header (repeat for several)')
    net.add_argument('--batch', type=int, default=1024)
    net.add_argument('--file-weight', action='append', default=[], metavar='FILE=W',
                     help='count the positions of data file FILE W times (default 1; repeat '
                     'for several files); the held-out loss stays unweighted')
    for p in (texel, net):
        p.add_argument('data', nargs='+', help='files of perch-cli qawale selfplay')
        p.add_argument('--seed', type=int, default=1)
        p.add_argument('--rate', type=float, default=0.003 if p is net else 0.5)
        p.add_argument('--steps', type=int, default=2000)
        p.add_argument('--l2', type=float, default=0.0 if p is texel else 1e-6)
        p.add_argument('--result-weight', type=float, default=1.0,
                       help='how much the result counts against the search score (0 to 1)')
    check = sub.add_parser('check', help='integer evaluations of positions on stdin')
    check.add_argument('--weights', required=True, help='perch-qawale-net-weights.c')
    args = parser.parse_args()
    if args.command == 'net':
        # The data's commands, then this one with every setting spelt out (the output
        # relative to the repository when it is in there).
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        out = os.path.relpath(os.path.abspath(args.out), root)
        if out.startswith('..'):
            out = args.out
        args.command_line = args.recipe + [
            f'tools/qawale-train.py net {" ".join(args.data)} --out {out} '
            f'--epochs {args.epochs} --hidden {args.hidden} --batch {args.batch} '
            f'--seed {args.seed} --rate {args.rate} '
            f'--l2 {args.l2} --result-weight {args.result_weight}' +
            ''.join(f' --file-weight {shlex.quote(item)}' for item in args.file_weight) +
            ''.join(f' --recipe {shlex.quote(line)}' for line in args.recipe)]
    {'texel': command_texel, 'net': command_net, 'check': command_check}[args.command](args)


if __name__ == '__main__':
    main()

// A flow table (design §6 "workflows"): the states of one kind of entity, the events that move it
// from one state to another, and who may make each. One table per entity, shared by the server
// (which refuses anything the table does not allow), the portal and the operator console (which
// show the labels and offer only the allowed actions), and the tests (generated from the table).
import type { Role } from '../roles.js';
import { ROLE_LABELS, ROLE_NAMES } from '../roles.js';

/** The clock or the server itself (expiry, a scheduled job): never a request's caller. */
export const SYSTEM_ACTOR = 'system';
export const SYSTEM_ACTOR_LABEL = '系统';

/**
 * Who may make a transition: a role (any user holding it), `system`, or a relation the flow
 * declares — how the caller stands to this entity (the member who scanned the QR, the browser
 * that asked for it), which only the entity's module can tell.
 */
export type FlowActor<Relation extends string = string> = Role | typeof SYSTEM_ACTOR | Relation;

export interface FlowTransition<
  State extends string = string,
  Event extends string = string,
  Actor extends string = string,
> {
  readonly from: State;
  readonly event: Event;
  readonly to: State;
  /** At least one; the server checks the caller against this list. */
  readonly by: readonly [Actor, ...Actor[]];
  /**
   * What the event's request carries besides the id and version: `true` required, `'optional'`
   * allowed; a field not named here is refused (a reason is always allowed — the history keeps
   * it). Every row of one event says the same (defineFlow checks), so a request's body can be
   * judged before the row's state is known: the SDK's body schema and the console's dialog are
   * built from it (`transitionBodySchema`, `needsOf`).
   */
  readonly needs?: TransitionNeeds;
}

/** See FlowTransition.needs. */
export interface TransitionNeeds {
  readonly reason?: true | 'optional';
  /** An amount in 万元 (an application's proposed support, a case's paid sum). */
  readonly amount?: true | 'optional';
  /** Items to correct (补正项), at least one when required. */
  readonly items?: true | 'optional';
}

export type TransitionNeed = keyof TransitionNeeds;
export const TRANSITION_NEEDS = [
  'reason',
  'amount',
  'items',
] as const satisfies readonly TransitionNeed[];

export interface Flow<
  Entity extends string = string,
  State extends string = string,
  Event extends string = string,
  Relation extends string = string,
  Row extends FlowTransition<State, Event, FlowActor<Relation>> = FlowTransition<
    State,
    Event,
    FlowActor<Relation>
  >,
> {
  /** The entity type, as stored in workflow_events.entity_type. */
  readonly entity: Entity;
  /** What the entity is called, in Chinese. */
  readonly label: string;
  /** The state a new entity starts in. */
  readonly initial: State;
  /** Chinese label of each state. */
  readonly states: Readonly<Record<State, string>>;
  /** Chinese label of each event (what the button or the history line says). */
  readonly events: Readonly<Record<Event, string>>;
  /** Chinese label of each relation the flow's transitions name. */
  readonly relations: Readonly<Record<Relation, string>>;
  /** What a reason is called in this flow's dialogs and messages (原因, 复核意见). */
  readonly reasonLabel: string;
  /** One row per (from, event): the table itself, each row with its literal types. */
  readonly transitions: readonly Row[];
  /** Every state, in declaration order. */
  readonly stateNames: readonly [State, ...State[]];
  /** Every event, in declaration order. */
  readonly eventNames: readonly [Event, ...Event[]];
  /** States no transition leaves. */
  readonly finalStates: readonly State[];
}

/** Any flow, whatever its literal types (registries and generic code take this). */
export type AnyFlow = Flow<string, string, string, string>;
export type FlowState<F extends AnyFlow> = F['initial'];
export type FlowEvent<F extends AnyFlow> = F['transitions'][number]['event'];
export type FlowActorOf<F extends AnyFlow> = F['transitions'][number]['by'][number];

/** The events of the rows `Actor` may make (e.g. the operator's), from the rows' literal types. */
export type FlowEventBy<F extends AnyFlow, Actor extends string> = RowEventBy<
  F['transitions'][number],
  Actor
>;

// Distributes over the rows (a naked type parameter): each row gives its event or nothing. The
// event goes through a one-element tuple: returned bare, the checker widened the inferred
// literals to string.
type RowEventBy<Row, Actor extends string> = (Row extends {
  readonly event: infer Event extends string;
  readonly by: infer By extends readonly string[];
}
  ? Actor extends By[number]
    ? [Event]
    : []
  : [])[number];

export interface FlowInput<
  Entity extends string,
  State extends string,
  Event extends string,
  Relation extends string,
  Row extends FlowTransition<NoInfer<State>, NoInfer<Event>, FlowActor<NoInfer<Relation>>>,
> {
  readonly entity: Entity;
  readonly label: string;
  readonly states: Readonly<Record<State, string>>;
  readonly initial: NoInfer<State>;
  readonly events: Readonly<Record<Event, string>>;
  readonly relations?: Readonly<Record<Relation, string>>;
  /** Default 原因. */
  readonly reasonLabel?: string;
  readonly transitions: readonly Row[];
}

/**
 * Declares a flow. The types tie every `from`, `to`, `event` and `by` to the declared states,
 * events, relations and ROLES, so a typo fails `tsc`; what types cannot say (a repeated
 * (from, event), an event no row uses, a state nothing reaches) throws here, at import time.
 */
export function defineFlow<
  const Entity extends string,
  const State extends string,
  const Event extends string,
  const Relation extends string = never,
  const Row extends FlowTransition<NoInfer<State>, NoInfer<Event>, FlowActor<NoInfer<Relation>>> =
    FlowTransition<State, Event, FlowActor<Relation>>,
>(
  input: FlowInput<Entity, State, Event, Relation, Row>,
): Flow<Entity, State, Event, Relation, Row> {
  const relations = (input.relations ?? {}) as Readonly<Record<Relation, string>>;
  const stateNames = Object.keys(input.states) as State[];
  const eventNames = Object.keys(input.events) as Event[];
  const problem = (text: string) => new Error(`flow ${input.entity}: ${text}`);
  if (stateNames.length === 0 || eventNames.length === 0) throw problem('no states or events');
  const seen = new Set<string>();
  for (const row of input.transitions) {
    const key = `${row.from} ${row.event}`;
    if (seen.has(key)) throw problem(`two rows for ${row.event} from ${row.from}`);
    seen.add(key);
    for (const actor of row.by) {
      const known =
        actor === SYSTEM_ACTOR ||
        (ROLE_NAMES as readonly string[]).includes(actor) ||
        Object.hasOwn(relations, actor);
      if (!known) throw problem(`unknown actor ${actor}`);
    }
  }
  // One event, one set of needs: a request is judged before its row's state is read.
  const needsByEvent = new Map<string, string>();
  for (const row of input.transitions) {
    const needs = JSON.stringify(TRANSITION_NEEDS.map((need) => row.needs?.[need] ?? null));
    const earlier = needsByEvent.get(row.event);
    if (earlier !== undefined && earlier !== needs) {
      throw problem(`rows of ${row.event} need different fields`);
    }
    needsByEvent.set(row.event, needs);
  }
  const unused = eventNames.filter((event) => !input.transitions.some((t) => t.event === event));
  if (unused.length > 0) throw problem(`events without a row: ${unused.join(', ')}`);
  const reached = new Set<string>([input.initial, ...input.transitions.map((t) => t.to)]);
  const unreachable = stateNames.filter((state) => !reached.has(state));
  if (unreachable.length > 0) throw problem(`unreachable states: ${unreachable.join(', ')}`);
  return Object.freeze({
    entity: input.entity,
    label: input.label,
    initial: input.initial,
    states: input.states,
    events: input.events,
    relations,
    reasonLabel: input.reasonLabel ?? '原因',
    transitions: input.transitions,
    stateNames: stateNames as [State, ...State[]],
    eventNames: eventNames as [Event, ...Event[]],
    finalStates: stateNames.filter(
      (state) => !input.transitions.some((transition) => transition.from === state),
    ),
  });
}

/** The row for `event` from `state`, or undefined when the table has none (the event is refused). */
export function findTransition<F extends AnyFlow>(
  flow: F,
  from: string,
  event: string,
): F['transitions'][number] | undefined {
  return flow.transitions.find((row) => row.from === from && row.event === event);
}

/** The rows leaving `state`: the actions a screen may offer there. */
export function transitionsFrom<F extends AnyFlow>(
  flow: F,
  state: string,
): F['transitions'][number][] {
  return flow.transitions.filter((row) => row.from === state);
}

/** The actions `actor` may take in `state`, e.g. the buttons a console shows an operator. */
export function eventsFor<F extends AnyFlow, const A extends string>(
  flow: F,
  state: string,
  actor: A,
): FlowEventBy<F, A>[] {
  return transitionsFrom(flow, state)
    .filter((row) => (row.by as readonly string[]).includes(actor))
    .map((row) => row.event as FlowEventBy<F, A>);
}

/**
 * The events `actor` may make from some state, in declaration order, typed as a tuple for
 * `z.enum`: what an operator's (or a handler's) transition call accepts. Derived, never listed.
 */
export function eventsBy<F extends AnyFlow, const A extends FlowActorOf<F>>(
  flow: F,
  actor: A,
): [FlowEventBy<F, A>, ...FlowEventBy<F, A>[]] {
  const events = (flow.eventNames as readonly string[]).filter((event) =>
    flow.transitions.some(
      (row: FlowTransition) => row.event === event && (row.by as readonly string[]).includes(actor),
    ),
  );
  if (events.length === 0) throw new Error(`flow ${flow.entity}: ${actor} makes no event`);
  return events as [FlowEventBy<F, A>, ...FlowEventBy<F, A>[]];
}

/** What `event`'s request carries (the same on every row of it; defineFlow checks). */
export function needsOf(flow: AnyFlow, event: string): TransitionNeeds {
  const row = (flow.transitions as readonly FlowTransition[]).find((t) => t.event === event);
  return row?.needs ?? {};
}

/** 平台运营, 系统, or the flow's own word for a relation (扫码的会员). */
export function actorLabel(flow: AnyFlow, actor: string): string {
  if (actor === SYSTEM_ACTOR) return SYSTEM_ACTOR_LABEL;
  if (Object.hasOwn(flow.relations, actor)) return flow.relations[actor]!;
  return (ROLE_LABELS as Readonly<Record<string, string>>)[actor] ?? actor;
}

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
}

export interface Flow<
  Entity extends string = string,
  State extends string = string,
  Event extends string = string,
  Relation extends string = string,
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
  /** One row per (from, event): the table itself. */
  readonly transitions: readonly FlowTransition<State, Event, FlowActor<Relation>>[];
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

export interface FlowInput<
  Entity extends string,
  State extends string,
  Event extends string,
  Relation extends string,
> {
  readonly entity: Entity;
  readonly label: string;
  readonly states: Readonly<Record<State, string>>;
  readonly initial: NoInfer<State>;
  readonly events: Readonly<Record<Event, string>>;
  readonly relations?: Readonly<Record<Relation, string>>;
  readonly transitions: readonly FlowTransition<
    NoInfer<State>,
    NoInfer<Event>,
    FlowActor<NoInfer<Relation>>
  >[];
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
>(input: FlowInput<Entity, State, Event, Relation>): Flow<Entity, State, Event, Relation> {
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
export function eventsFor<F extends AnyFlow>(
  flow: F,
  state: string,
  actor: string,
): FlowEvent<F>[] {
  return transitionsFrom(flow, state)
    .filter((row) => (row.by as readonly string[]).includes(actor))
    .map((row) => row.event);
}

/** 平台运营, 系统, or the flow's own word for a relation (扫码的会员). */
export function actorLabel(flow: AnyFlow, actor: string): string {
  if (actor === SYSTEM_ACTOR) return SYSTEM_ACTOR_LABEL;
  if (Object.hasOwn(flow.relations, actor)) return flow.relations[actor]!;
  return (ROLE_LABELS as Readonly<Record<string, string>>)[actor] ?? actor;
}

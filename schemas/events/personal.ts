// Marks an event field as a person's personal data (an email, a name they typed about
// themselves, an address): the store seals it with the key of the person the `owner` field
// names, and reads `erased` in its place once that key is destroyed (engine/personal-data).
// personal-fields.ts gathers the marks of the whole catalogue into the table the store reads.
import { Option, type Schema, SchemaAST } from "effect"

const PersonalField = Symbol.for("homestead/PersonalField")

export interface PersonalMark {
  /** The field of the same event holding the id of the person whose data it is. */
  readonly owner: string
  /** What reads in its place once that person's key is destroyed. */
  readonly erased: string | null
}

/** `schema`, marked personal. A sealed value is one string, so the field must take strings. */
export const personal = <A extends string | null, I, R>(
  schema: Schema.Schema<A, I, R>,
  mark: { readonly owner: string; readonly erased: A },
): Schema.Schema<A, I, R> => schema.annotations({ [PersonalField]: mark satisfies PersonalMark })

/** The mark on a field's schema (or on a member of its union, for an optional field). */
export const personalMarkOf = (ast: SchemaAST.AST): PersonalMark | undefined => {
  const own = Option.getOrUndefined(SchemaAST.getAnnotation<PersonalMark>(PersonalField)(ast))
  if (own !== undefined || ast._tag !== "Union") return own
  for (const member of ast.types) {
    const mark = personalMarkOf(member)
    if (mark) return mark
  }
  return undefined
}

// Each option of a question has a letter, a shape and a colour together (the phone's buttons,
// the big screen's tiles and bars), so no option is told apart by colour alone.
export interface OptionLook {
  /** The shape drawn beside the letter. */
  readonly shape: string
  /** The shape in words, for the big screen's legend. */
  readonly name: string
  /** The colour's class suffix (pin.css): dark enough for white text on it. */
  readonly tone: "red" | "blue" | "amber" | "green" | "purple"
}

export const OPTION_LOOKS: readonly OptionLook[] = [
  { shape: "▲", name: "triangle", tone: "red" },
  { shape: "◆", name: "diamond", tone: "blue" },
  { shape: "●", name: "circle", tone: "amber" },
  { shape: "■", name: "square", tone: "green" },
  { shape: "★", name: "star", tone: "purple" },
]

/** The look of the option at `index` (the looks repeat past the fifth). */
export const optionLook = (index: number): OptionLook => OPTION_LOOKS[index % OPTION_LOOKS.length]!

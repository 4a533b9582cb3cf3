// The demo recipes: a pie with crust and filling as sub-recipes, a bread with its oven
// temperature, a salsa and a breakfast skillet, in four categories. The bread says nothing
// about servings (its page scales by batch), the others do.
import type { RecipeInput } from "#engine/recipes/recipe.ts"

import type { SceneName } from "./scenes.ts"

export interface DemoRecipe extends Omit<RecipeInput, "images"> {
  readonly photos: readonly SceneName[]
  readonly daysAgo: number
}

const none = { hassubrecipes: false, subrecipes: [] } as const

export const DEMO_RECIPES: readonly DemoRecipe[] = [
  {
    name: "Prickly Pear Apple Pie",
    category: "Dessert",
    cooktime: "1 hour 10 minutes",
    baketemp: "400°F",
    servings: 8,
    hassubrecipes: true,
    subrecipes: [
      {
        name: "Crust",
        ingredients: [
          "2 ½ cups all-purpose flour",
          "1 tsp salt",
          "1 tbsp sugar",
          "1 cup (2 sticks) <strong>very cold</strong> butter, cubed",
          "6 to 8 tbsp ice water",
        ],
        method: [
          "Whisk the flour, salt and sugar. Cut in the butter until the pieces are the size of peas.",
          "Sprinkle in the ice water a spoonful at a time, just until the dough holds together when squeezed.",
          "Divide in two, flatten into discs, wrap and chill for at least an hour.",
        ],
      },
      {
        name: "Filling",
        ingredients: [
          "5 tart apples, peeled and sliced",
          "1 cup prickly pear purée, strained of seeds",
          "¾ cup sugar",
          "3 tbsp cornstarch",
          "1 tsp cinnamon",
          "Juice of half a lemon",
        ],
        method: ["Toss everything together and let it stand for 15 minutes while you roll out the crust."],
      },
    ],
    ingredients: ["1 egg beaten with 1 tbsp milk, for the wash", "Coarse sugar for the top"],
    method: [
      "Roll out one disc and line a 9-inch pie plate. Pour in the filling.",
      "Roll out the second disc, lay it over the top, trim, crimp and cut vents.",
      "Brush with the egg wash and sprinkle with coarse sugar.",
      "Bake for 20 minutes, then turn the oven down to 375°F and bake 45 to 50 minutes more, until the filling bubbles through the vents.",
      "Cool for at least three hours so the filling sets.",
    ],
    notes: [
      "Wear thick gloves when you handle prickly pears: the tiny glochids are worse than the big spines.",
      "The purée turns the filling a startling magenta. That is the point.",
    ],
    source: "Adapted from Grandma Rose's recipe box",
    video: "",
    photos: [],
    daysAgo: 50,
  },
  {
    name: "Desert Sourdough Boule",
    category: "Bread",
    cooktime: "45 minutes",
    baketemp: "475°F",
    ...none,
    ingredients: ["100 g active starter", "375 g cold water", "500 g bread flour", "10 g salt"],
    method: [
      "Mix the starter and water, add the flour and mix until no dry bits remain. Rest 30 minutes.",
      "Add the salt with a splash of water and squeeze it through the dough.",
      "Bulk ferment 3 to 4 hours at a warm kitchen's pace, with four sets of stretch and folds in the first two hours.",
      "Pre-shape, rest 20 minutes, shape into a tight boule and place seam-up in a floured banneton.",
      "Cover and proof in the fridge overnight, 12 to 16 hours.",
      "Heat the Dutch oven with the oven. Turn the dough out, score it, and bake 20 minutes covered and 25 minutes uncovered.",
    ],
    notes: ["In summer, use water straight from the fridge; the dough should finish mixing around 76°F."],
    source: "Our kitchen",
    video: "https://youtu.be/Bt5nXe8rJ0w",
    photos: ["sourdough"],
    daysAgo: 18,
  },
  {
    name: "Roasted Tomato Salsa",
    category: "Sauces",
    cooktime: "25 minutes",
    baketemp: "",
    servings: 6,
    ...none,
    ingredients: [
      "1 ½ lb ripe tomatoes, halved",
      "1 white onion, quartered",
      "2 jalapeños",
      "4 cloves garlic, unpeeled",
      "Juice of 1 lime",
      "A big handful of cilantro",
      "1 tsp salt",
    ],
    method: [
      "Spread the tomatoes, onion, jalapeños and garlic on a sheet pan and broil 8 to 10 minutes, turning once, until charred in spots.",
      "Peel the garlic, stem the jalapeños (seed them for a milder salsa) and let everything cool a little.",
      "Pulse with the lime juice, cilantro and salt until chunky. Taste and adjust.",
    ],
    notes: ["Keeps a week in the fridge, or can it in a water bath with an extra ¼ cup of lime juice per batch."],
    source: "Our kitchen",
    video: "",
    photos: ["tomatoes"],
    daysAgo: 3,
  },
  {
    name: "Zucchini and Egg Skillet",
    category: "Breakfast",
    cooktime: "20 min",
    baketemp: "",
    servings: 2,
    ...none,
    ingredients: [
      "2 tbsp olive oil",
      "2 small zucchini, diced",
      "½ onion, diced",
      "1 Anaheim pepper, diced",
      "4 eggs from the flock",
      "¼ cup crumbled cotija",
      "Salt, pepper and a pinch of smoked paprika",
    ],
    method: [
      "Warm the oil in a cast-iron skillet and cook the onion and pepper until soft.",
      "Add the zucchini and cook over high heat until browned at the edges. Season.",
      "Make four wells, crack in the eggs, cover and cook until the whites are set.",
      "Scatter the cotija and paprika over the top and serve from the pan.",
    ],
    notes: ["The answer to the question every July: what do we do with all this zucchini?"],
    source: "Our kitchen",
    video: "",
    photos: [],
    daysAgo: 12,
  },
]

import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on eating. */
export const eatingPassages: readonly LibraryPassage[] = [
  {
    id: 'eating-regular-meals',
    topic: 'eating',
    title: 'Eating at regular times',
    keywords: ['skipping breakfast', 'skip meals', 'forget to eat', 'starving by evening', 'grazing', 'meal times', 'hangry', 'energy crash'],
    text: "Going long stretches without food often leads to low energy, irritability and overeating later. Try to eat at fairly regular times, roughly every three to five hours while you're awake, with three meals and a snack if you need one. If you tend to skip breakfast and then graze all evening, start by adding something simple in the morning, like toast with peanut butter, yoghurt with fruit, or porridge. Set a reminder for lunch if work swallows it. Keep an easy snack in your bag, such as fruit or a handful of nuts. Try this for a week and notice your energy and hunger in the afternoon and evening.",
  },
  {
    id: 'eating-protein-basics',
    topic: 'eating',
    title: 'Protein at every meal',
    keywords: ['enough protein', 'eating protein', 'how much protein', 'meat', 'vegetarian', 'vegan', 'eggs', 'feel full', 'protein shakes'],
    text: "Protein helps you feel full and keeps your muscles healthy, and it's easier to get than you might think. Aim to include a source at each meal. Good options include eggs, beans, lentils, chickpeas, tofu, fish, chicken, lean meat, yoghurt, milk, cheese, nuts and seeds. This week, look at each meal and ask where the protein is. Add eggs or yoghurt to breakfast, beans or tinned fish to a lunchtime salad or baked potato, and lentils to soups and sauces. Plant proteins like beans and lentils are cheap and bring fibre too. Try to limit processed meats such as bacon, ham and sausages, and know that most people don't need protein powders or special products.",
  },
  {
    id: 'eating-fibre-basics',
    topic: 'eating',
    title: 'Getting more fibre',
    keywords: ['fiber', 'wholegrain', 'constipation', 'digestion', 'gut health', 'bloating', 'whole wheat', 'regular'],
    text: "Fibre keeps your digestion regular, helps you feel full and is good for your heart, yet many people don't get enough. You'll find it in wholegrains, vegetables, fruit, beans, lentils, nuts and seeds. Make a few swaps this week: wholemeal or wholegrain bread instead of white, porridge or a high-fibre cereal at breakfast, brown rice or wholewheat pasta, and potatoes with their skins on. Add a handful of beans or lentils to soups, stews and curries. Increase fibre gradually over a few weeks and drink plenty of fluids, otherwise you may feel bloated. If you notice a lasting change in your bowel habits, mention it to your doctor.",
  },
  {
    id: 'eating-cravings',
    topic: 'eating',
    title: 'Handling food cravings',
    keywords: ['sugar cravings', 'sweet tooth', 'chocolate', 'junk food', 'crisps', 'snacking', 'cant stop eating', 'late night snacks'],
    text: "Cravings are normal, and banning a food often makes you want it more. Start with the basics: cravings tend to be stronger when you're very hungry or tired or have skipped meals, so regular meals with protein and fibre help. When a craving hits, pause for ten minutes, have a glass of water or do something else, and see if it passes. If you still want it, have a modest portion, put it on a plate, sit down and enjoy it without guilt. Avoid keeping large amounts of the foods you struggle with in easy reach at home; buy single portions instead. Notice the times of day cravings come and plan a satisfying snack for then.",
  },
  {
    id: 'eating-emotional-eating',
    topic: 'eating',
    title: 'Eating for comfort',
    keywords: ['emotional eating', 'stress eating', 'boredom eating', 'comfort food', 'binge', 'eat when sad', 'eat when bored', 'guilt'],
    text: "Eating when you're stressed, bored, sad or lonely is very common; food is comforting. It becomes a problem when it's your main way of coping. This week, before you reach for food outside mealtimes, pause and ask: am I physically hungry, or am I feeling something? If it's a feeling, name it, then try one other thing first for ten minutes, such as a short walk, texting a friend, a shower or a few slow breaths. Keep a simple note of when it happens to spot patterns. Be kind to yourself when you do eat for comfort; guilt tends to feed the cycle. If eating feels out of control, or you feel very distressed about food or your body, talk to your doctor.",
  },
  {
    id: 'eating-meal-planning',
    topic: 'eating',
    title: 'Planning meals for the week',
    keywords: ['meal prep', "what's for dinner", 'batch cooking', 'shopping list', 'meal plan', 'what to cook', 'dinner ideas', 'leftovers'],
    text: "A little planning saves money, time and the nightly 'what's for dinner?' panic. Once a week, take fifteen minutes to plan your evening meals. Check what's already in the fridge and cupboards, choose four or five simple dinners, and leave a night or two for leftovers or something easy. Write a shopping list from the plan and stick to it. Cook once, eat twice: make a bigger batch of chilli, soup or pasta sauce and freeze portions. Keep the makings of a few fallback meals in the cupboard and freezer, such as eggs, tinned beans, frozen vegetables and wholewheat pasta, for nights when plans fall apart. If five dinners feels like too much, start by planning just three this week.",
  },
  {
    id: 'eating-hydration',
    topic: 'eating',
    title: 'How much water to drink',
    keywords: ['water', 'how much water', 'how much water a day', 'glasses of water', 'litres of water', 'dehydrated', 'thirsty', 'fizzy drinks', 'soda', 'hydrated', 'litres a day'],
    text: "Your body needs fluid to work well, and even mild dehydration can leave you tired, headachy or struggling to concentrate. As a general guide, the NHS suggests most adults drink 6 to 8 glasses or cups of fluid a day, roughly 1.5 to 2 litres, and more in hot weather, when you exercise, or when you're ill, pregnant or breastfeeding. Water, milk, and tea or coffee in moderation all count, and food provides some too. Sugary drinks add a lot of sugar without filling you up, so keep them for occasional treats. A simple check is the colour of your urine: pale straw means you're probably drinking enough. Keep a refillable bottle with you and have a glass of water with each meal. If you're thirsty all the time despite drinking plenty, mention it to your doctor.",
  },
  {
    id: 'eating-on-a-budget',
    topic: 'eating',
    title: 'Eating well on a budget',
    keywords: ['cheap meals', 'food costs', 'groceries', 'supermarket', 'broke', 'healthy food is expensive', 'food bank', 'tight budget', 'meal plan on a budget', 'cheap meal plan'],
    text: "Eating well on a tight budget is possible with a few habits. Build meals around cheap, filling staples: oats, rice, pasta, potatoes, eggs, beans, lentils and tinned fish. Frozen and tinned fruit and vegetables count just as much as fresh, last longer and cut waste. Compare prices by weight rather than pack price, try supermarket own brands, and be wary of multi-buy offers on things you wouldn't otherwise buy. Shop with a list after you've eaten, not when you're hungry. Use up leftovers and freeze bread and extra portions before they go off. If you're struggling to afford food, food banks and community groups are there to help, without judgement.",
  },
  {
    id: 'eating-portions',
    topic: 'eating',
    title: 'Getting portions about right',
    keywords: ['portion size', 'overeating', 'eating too much', 'serving size', 'second helpings', 'mindful eating', 'full'],
    text: "You don't need to weigh everything to get portions about right. Use your plate as a guide: fill about half with vegetables or salad, a quarter with starchy food like rice, pasta, potatoes or bread, preferably wholegrain, and a quarter with protein such as beans, fish, eggs or meat. Serve food onto plates in the kitchen rather than putting serving dishes on the table, and try a slightly smaller plate. Eat slowly, put your fork down between bites and stop when you feel comfortably satisfied, not stuffed. Eat away from screens when you can, so you notice what you're eating. With snacks, tip a portion into a bowl instead of eating from the packet.",
  },
  {
    id: 'eating-fruit-and-veg',
    topic: 'eating',
    title: 'Adding fruit and vegetables',
    keywords: ['veggies', 'five a day', '5 a day', 'salad', 'greens', 'vitamins', 'eat healthier', 'healthy diet'],
    text: "Fruit and vegetables bring fibre, vitamins and minerals, and most of us could eat more. Rather than overhauling your diet, add one extra portion a day this week. Put fruit on your breakfast cereal or porridge, add a side salad or a handful of frozen peas to dinner, grate carrot or courgette into sauces, and keep washed fruit somewhere you can see it. Aim for a variety of colours across the week. Frozen, tinned and dried options count, so keep some in the cupboard and freezer. If you have children, let them help choose and prepare vegetables; children are more likely to try what they've had a hand in. Small, steady additions add up.",
  },
  {
    id: 'eating-see-a-dietitian',
    topic: 'eating',
    title: 'When to see a dietitian',
    keywords: ['nutritionist', 'allergy', 'intolerance', 'IBS', 'coeliac', 'cholesterol', 'weight loss', 'diet advice'],
    text: "General healthy-eating tips suit most people, but sometimes you need advice tailored to you. A registered dietitian, often reached through your doctor, can help if you have a medical condition affected by diet, such as diabetes, high cholesterol, coeliac disease or IBS, if you have a food allergy or are cutting out whole food groups, or if you're struggling with your relationship with food. See your doctor first if you notice changes like persistent tummy problems, difficulty swallowing or weight loss you can't explain. Be cautious with advice from influencers or anyone selling supplements or plans, and look for recognised qualifications. Before an appointment, keep a simple food and symptom diary for a few days.",
  },
  {
    id: 'eating-evening-snacking',
    topic: 'eating',
    title: 'Snacking in the evening',
    keywords: ['snacking at night', 'evening snacking', 'snack after dinner', 'eating in the evening', 'once the kids are in bed', 'raid the fridge', 'night time eating', 'eat in front of the tv', 'grazing in the evening', 'biscuits at night', 'crisps in the evening'],
    text: "Evening snacking is often less about hunger than about winding down, tiredness or having a moment to yourself. Make sure you eat enough during the day, with a proper lunch and some protein at dinner, because an empty day often ends in a big evening graze. Decide in advance what your evening snack will be, put a portion in a bowl and leave the kitchen, rather than eating from the packet in front of the TV. Keep the foods you overeat out of easy reach or out of the house. Find another small ritual for the end of the day, such as a cup of herbal tea, a bath, a walk or a book. Brushing your teeth after dinner can be a simple signal that eating is done for the day.",
  },
];

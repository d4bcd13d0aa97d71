// The offline city list behind the geo city lookup and distance search: ~540 cities (every larger US city, state
// capitals and popular towns, plus major cities of the world), written by hand from public coordinates, so the
// lookup needs no network and no third-party service. One line per city: name|region|country|lat|lon.
// US and Canadian regions are the postal codes members' profiles store (`Austin, TX`); elsewhere the region's name.
import type { City } from '@app/contract';

const table = `
New York|NY|US|40.7128|-74.0060
Brooklyn|NY|US|40.6782|-73.9442
Queens|NY|US|40.7282|-73.7949
Bronx|NY|US|40.8448|-73.8648
Staten Island|NY|US|40.5795|-74.1502
Los Angeles|CA|US|34.0522|-118.2437
Chicago|IL|US|41.8781|-87.6298
Houston|TX|US|29.7604|-95.3698
Phoenix|AZ|US|33.4484|-112.0740
Philadelphia|PA|US|39.9526|-75.1652
San Antonio|TX|US|29.4241|-98.4936
San Diego|CA|US|32.7157|-117.1611
Dallas|TX|US|32.7767|-96.7970
San Jose|CA|US|37.3382|-121.8863
Austin|TX|US|30.2672|-97.7431
Jacksonville|FL|US|30.3322|-81.6557
Fort Worth|TX|US|32.7555|-97.3308
Columbus|OH|US|39.9612|-82.9988
Charlotte|NC|US|35.2271|-80.8431
San Francisco|CA|US|37.7749|-122.4194
Indianapolis|IN|US|39.7684|-86.1581
Seattle|WA|US|47.6062|-122.3321
Denver|CO|US|39.7392|-104.9903
Washington|DC|US|38.9072|-77.0369
Boston|MA|US|42.3601|-71.0589
El Paso|TX|US|31.7619|-106.4850
Nashville|TN|US|36.1627|-86.7816
Detroit|MI|US|42.3314|-83.0458
Oklahoma City|OK|US|35.4676|-97.5164
Portland|OR|US|45.5152|-122.6784
Las Vegas|NV|US|36.1699|-115.1398
Memphis|TN|US|35.1495|-90.0490
Louisville|KY|US|38.2527|-85.7585
Baltimore|MD|US|39.2904|-76.6122
Milwaukee|WI|US|43.0389|-87.9065
Albuquerque|NM|US|35.0844|-106.6504
Tucson|AZ|US|32.2226|-110.9747
Fresno|CA|US|36.7378|-119.7871
Mesa|AZ|US|33.4152|-111.8315
Sacramento|CA|US|38.5816|-121.4944
Atlanta|GA|US|33.7490|-84.3880
Kansas City|MO|US|39.0997|-94.5786
Colorado Springs|CO|US|38.8339|-104.8214
Omaha|NE|US|41.2565|-95.9345
Raleigh|NC|US|35.7796|-78.6382
Miami|FL|US|25.7617|-80.1918
Long Beach|CA|US|33.7701|-118.1937
Virginia Beach|VA|US|36.8529|-75.9780
Oakland|CA|US|37.8044|-122.2712
Minneapolis|MN|US|44.9778|-93.2650
Tulsa|OK|US|36.1540|-95.9928
Tampa|FL|US|27.9506|-82.4572
Arlington|TX|US|32.7357|-97.1081
Arlington|VA|US|38.8816|-77.0910
New Orleans|LA|US|29.9511|-90.0715
Wichita|KS|US|37.6872|-97.3301
Bakersfield|CA|US|35.3733|-119.0187
Cleveland|OH|US|41.4993|-81.6944
Aurora|CO|US|39.7294|-104.8319
Aurora|IL|US|41.7606|-88.3201
Anaheim|CA|US|33.8366|-117.9143
Honolulu|HI|US|21.3069|-157.8583
Santa Ana|CA|US|33.7455|-117.8677
Riverside|CA|US|33.9533|-117.3962
Corpus Christi|TX|US|27.8006|-97.3964
Lexington|KY|US|38.0406|-84.5037
Henderson|NV|US|36.0395|-114.9817
Stockton|CA|US|37.9577|-121.2908
Saint Paul|MN|US|44.9537|-93.0900
Cincinnati|OH|US|39.1031|-84.5120
St. Louis|MO|US|38.6270|-90.1994
Pittsburgh|PA|US|40.4406|-79.9959
Greensboro|NC|US|36.0726|-79.7920
Lincoln|NE|US|40.8136|-96.7026
Anchorage|AK|US|61.2181|-149.9003
Plano|TX|US|33.0198|-96.6989
Orlando|FL|US|28.5383|-81.3792
Irvine|CA|US|33.6846|-117.8265
Newark|NJ|US|40.7357|-74.1724
Durham|NC|US|35.9940|-78.8986
Chula Vista|CA|US|32.6401|-117.0842
Toledo|OH|US|41.6528|-83.5379
Fort Wayne|IN|US|41.0793|-85.1394
St. Petersburg|FL|US|27.7676|-82.6403
Laredo|TX|US|27.5306|-99.4803
Jersey City|NJ|US|40.7178|-74.0431
Chandler|AZ|US|33.3062|-111.8413
Madison|WI|US|43.0731|-89.4012
Lubbock|TX|US|33.5779|-101.8552
Scottsdale|AZ|US|33.4942|-111.9261
Reno|NV|US|39.5296|-119.8138
Buffalo|NY|US|42.8864|-78.8784
Gilbert|AZ|US|33.3528|-111.7890
Glendale|AZ|US|33.5387|-112.1860
Glendale|CA|US|34.1425|-118.2551
North Las Vegas|NV|US|36.1989|-115.1175
Winston-Salem|NC|US|36.0999|-80.2442
Chesapeake|VA|US|36.7682|-76.2875
Norfolk|VA|US|36.8508|-76.2859
Fremont|CA|US|37.5485|-121.9886
Garland|TX|US|32.9126|-96.6389
Irving|TX|US|32.8140|-96.9489
Hialeah|FL|US|25.8576|-80.2781
Richmond|VA|US|37.5407|-77.4360
Boise|ID|US|43.6150|-116.2023
Spokane|WA|US|47.6588|-117.4260
Baton Rouge|LA|US|30.4515|-91.1871
Tacoma|WA|US|47.2529|-122.4443
San Bernardino|CA|US|34.1083|-117.2898
Modesto|CA|US|37.6391|-120.9969
Fontana|CA|US|34.0922|-117.4350
Des Moines|IA|US|41.5868|-93.6250
Moreno Valley|CA|US|33.9425|-117.2297
Santa Clarita|CA|US|34.3917|-118.5426
Fayetteville|NC|US|35.0527|-78.8784
Fayetteville|AR|US|36.0626|-94.1574
Birmingham|AL|US|33.5186|-86.8104
Oxnard|CA|US|34.1975|-119.1771
Rochester|NY|US|43.1566|-77.6088
Rochester|MN|US|44.0121|-92.4802
Port St. Lucie|FL|US|27.2730|-80.3582
Grand Rapids|MI|US|42.9634|-85.6681
Huntsville|AL|US|34.7304|-86.5861
Salt Lake City|UT|US|40.7608|-111.8910
Frisco|TX|US|33.1507|-96.8236
Yonkers|NY|US|40.9312|-73.8988
Amarillo|TX|US|35.2220|-101.8313
Huntington Beach|CA|US|33.6603|-117.9992
McKinney|TX|US|33.1972|-96.6398
Montgomery|AL|US|32.3792|-86.3077
Augusta|GA|US|33.4735|-82.0105
Akron|OH|US|41.0814|-81.5190
Little Rock|AR|US|34.7465|-92.2896
Tempe|AZ|US|33.4255|-111.9400
Columbus|GA|US|32.4610|-84.9877
Overland Park|KS|US|38.9822|-94.6708
Grand Prairie|TX|US|32.7460|-96.9978
Tallahassee|FL|US|30.4383|-84.2807
Cape Coral|FL|US|26.5629|-81.9495
Mobile|AL|US|30.6954|-88.0399
Knoxville|TN|US|35.9606|-83.9207
Shreveport|LA|US|32.5252|-93.7502
Worcester|MA|US|42.2626|-71.8023
Ontario|CA|US|34.0633|-117.6509
Vancouver|WA|US|45.6387|-122.6615
Sioux Falls|SD|US|43.5446|-96.7311
Chattanooga|TN|US|35.0456|-85.3097
Brownsville|TX|US|25.9017|-97.4975
Fort Lauderdale|FL|US|26.1224|-80.1373
Providence|RI|US|41.8240|-71.4128
Newport News|VA|US|37.0871|-76.4730
Rancho Cucamonga|CA|US|34.1064|-117.5931
Santa Rosa|CA|US|38.4404|-122.7141
Peoria|AZ|US|33.5806|-112.2374
Peoria|IL|US|40.6936|-89.5890
Oceanside|CA|US|33.1959|-117.3795
Elk Grove|CA|US|38.4088|-121.3716
Salem|OR|US|44.9429|-123.0351
Salem|MA|US|42.5195|-70.8967
Pembroke Pines|FL|US|26.0078|-80.2963
Eugene|OR|US|44.0521|-123.0868
Garden Grove|CA|US|33.7743|-117.9380
Cary|NC|US|35.7915|-78.7811
Fort Collins|CO|US|40.5853|-105.0844
Corona|CA|US|33.8753|-117.5664
Springfield|MO|US|37.2090|-93.2923
Springfield|MA|US|42.1015|-72.5898
Springfield|IL|US|39.7817|-89.6501
Jackson|MS|US|32.2988|-90.1848
Alexandria|VA|US|38.8048|-77.0469
Hayward|CA|US|37.6688|-122.0808
Clarksville|TN|US|36.5298|-87.3595
Lakewood|CO|US|39.7047|-105.0814
Lancaster|CA|US|34.6868|-118.1542
Lancaster|PA|US|40.0379|-76.3055
Salinas|CA|US|36.6777|-121.6555
Palmdale|CA|US|34.5794|-118.1165
Hollywood|FL|US|26.0112|-80.1495
Macon|GA|US|32.8407|-83.6324
Kansas City|KS|US|39.1141|-94.6275
Sunnyvale|CA|US|37.3688|-122.0363
Pomona|CA|US|34.0551|-117.7500
Killeen|TX|US|31.1171|-97.7278
Escondido|CA|US|33.1192|-117.0864
Pasadena|TX|US|29.6911|-95.2091
Pasadena|CA|US|34.1478|-118.1445
Naperville|IL|US|41.7508|-88.1535
Bellevue|WA|US|47.6101|-122.2015
Joliet|IL|US|41.5250|-88.0817
Murfreesboro|TN|US|35.8456|-86.3903
Midland|TX|US|31.9974|-102.0779
Rockford|IL|US|42.2711|-89.0940
Paterson|NJ|US|40.9168|-74.1718
Savannah|GA|US|32.0809|-81.0912
Bridgeport|CT|US|41.1865|-73.1952
Torrance|CA|US|33.8358|-118.3406
McAllen|TX|US|26.2034|-98.2300
Syracuse|NY|US|43.0481|-76.1474
Surprise|AZ|US|33.6292|-112.3679
Denton|TX|US|33.2148|-97.1331
Roseville|CA|US|38.7521|-121.2880
Thornton|CO|US|39.8680|-104.9719
Miramar|FL|US|25.9861|-80.3036
Mesquite|TX|US|32.7668|-96.5992
Olathe|KS|US|38.8814|-94.8191
Dayton|OH|US|39.7589|-84.1916
Carrollton|TX|US|32.9537|-96.8903
Waco|TX|US|31.5493|-97.1467
Orange|CA|US|33.7879|-117.8531
Fullerton|CA|US|33.8704|-117.9242
Charleston|SC|US|32.7765|-79.9311
Charleston|WV|US|38.3498|-81.6326
West Valley City|UT|US|40.6916|-112.0011
Visalia|CA|US|36.3302|-119.2921
Hampton|VA|US|37.0299|-76.3452
Gainesville|FL|US|29.6516|-82.3248
Warren|MI|US|42.5145|-83.0147
Coral Springs|FL|US|26.2712|-80.2706
Cedar Rapids|IA|US|41.9779|-91.6656
Round Rock|TX|US|30.5083|-97.6789
Sterling Heights|MI|US|42.5803|-83.0302
Kent|WA|US|47.3809|-122.2348
Columbia|SC|US|34.0007|-81.0348
Columbia|MO|US|38.9517|-92.3341
Santa Clara|CA|US|37.3541|-121.9552
New Haven|CT|US|41.3083|-72.9279
Stamford|CT|US|41.0534|-73.5387
Concord|CA|US|37.9780|-122.0311
Concord|NH|US|43.2081|-71.5376
Elizabeth|NJ|US|40.6640|-74.2107
Athens|GA|US|33.9519|-83.3576
Thousand Oaks|CA|US|34.1706|-118.8376
Lafayette|LA|US|30.2241|-92.0198
Simi Valley|CA|US|34.2694|-118.7815
Topeka|KS|US|39.0473|-95.6752
Norman|OK|US|35.2226|-97.4395
Fargo|ND|US|46.8772|-96.7898
Wilmington|NC|US|34.2257|-77.9447
Wilmington|DE|US|39.7391|-75.5398
Abilene|TX|US|32.4487|-99.7331
Odessa|TX|US|31.8457|-102.3676
Pearland|TX|US|29.5636|-95.2860
Victorville|CA|US|34.5362|-117.2928
Hartford|CT|US|41.7658|-72.6734
Vallejo|CA|US|38.1041|-122.2566
Allentown|PA|US|40.6084|-75.4902
Berkeley|CA|US|37.8716|-122.2727
Richardson|TX|US|32.9483|-96.7299
Arvada|CO|US|39.8028|-105.0875
Ann Arbor|MI|US|42.2808|-83.7430
Cambridge|MA|US|42.3736|-71.1097
Sugar Land|TX|US|29.6197|-95.6349
Lansing|MI|US|42.7325|-84.5555
Evansville|IN|US|37.9716|-87.5711
College Station|TX|US|30.6280|-96.3344
Fairfield|CA|US|38.2494|-122.0400
Clearwater|FL|US|27.9659|-82.8001
Beaumont|TX|US|30.0802|-94.1266
Independence|MO|US|39.0911|-94.4155
Provo|UT|US|40.2338|-111.6585
West Jordan|UT|US|40.6097|-111.9391
Murrieta|CA|US|33.5539|-117.2139
Palm Bay|FL|US|28.0345|-80.5887
Carlsbad|CA|US|33.1581|-117.3506
Temecula|CA|US|33.4936|-117.1484
Costa Mesa|CA|US|33.6411|-117.9187
Miami Gardens|FL|US|25.9420|-80.2456
Manchester|NH|US|42.9956|-71.4548
Billings|MT|US|45.7833|-108.5007
Green Bay|WI|US|44.5133|-88.0133
Burlington|VT|US|44.4759|-73.2121
Portland|ME|US|43.6591|-70.2568
Cheyenne|WY|US|41.1400|-104.8202
Casper|WY|US|42.8666|-106.3131
Boulder|CO|US|40.0150|-105.2705
Santa Fe|NM|US|35.6870|-105.9378
Las Cruces|NM|US|32.3199|-106.7637
Santa Barbara|CA|US|34.4208|-119.6982
San Luis Obispo|CA|US|35.2828|-120.6596
Monterey|CA|US|36.6002|-121.8947
Asheville|NC|US|35.5951|-82.5515
Key West|FL|US|24.5551|-81.7800
Palm Springs|CA|US|33.8303|-116.5453
Napa|CA|US|38.2975|-122.2869
Santa Cruz|CA|US|36.9741|-122.0308
Missoula|MT|US|46.8721|-113.9940
Bozeman|MT|US|45.6770|-111.0429
Helena|MT|US|46.5891|-112.0391
Flagstaff|AZ|US|35.1983|-111.6513
Sedona|AZ|US|34.8697|-111.7610
Yuma|AZ|US|32.6927|-114.6277
Juneau|AK|US|58.3019|-134.4197
Fairbanks|AK|US|64.8378|-147.7164
Hilo|HI|US|19.7071|-155.0885
Kailua|HI|US|21.4022|-157.7394
Albany|NY|US|42.6526|-73.7562
Ithaca|NY|US|42.4440|-76.5019
Princeton|NJ|US|40.3573|-74.6672
Atlantic City|NJ|US|39.3643|-74.4229
Trenton|NJ|US|40.2206|-74.7597
Harrisburg|PA|US|40.2732|-76.8867
Scranton|PA|US|41.4090|-75.6624
Erie|PA|US|42.1292|-80.0851
Annapolis|MD|US|38.9784|-76.4922
Charlottesville|VA|US|38.0293|-78.4767
Roanoke|VA|US|37.2710|-79.9414
Lynchburg|VA|US|37.4138|-79.1422
Myrtle Beach|SC|US|33.6891|-78.8867
Greenville|SC|US|34.8526|-82.3940
Pensacola|FL|US|30.4213|-87.2169
Sarasota|FL|US|27.3364|-82.5307
Naples|FL|US|26.1420|-81.7948
Daytona Beach|FL|US|29.2108|-81.0228
St. Augustine|FL|US|29.9012|-81.3124
West Palm Beach|FL|US|26.7153|-80.0534
Boca Raton|FL|US|26.3683|-80.1289
Biloxi|MS|US|30.3960|-88.8853
Gulfport|MS|US|30.3674|-89.0928
Galveston|TX|US|29.3013|-94.7977
San Marcos|TX|US|29.8833|-97.9414
Tyler|TX|US|32.3513|-95.3011
Bismarck|ND|US|46.8083|-100.7837
Rapid City|SD|US|44.0805|-103.2310
Pierre|SD|US|44.3683|-100.3510
Duluth|MN|US|46.7867|-92.1005
Iowa City|IA|US|41.6611|-91.5302
Davenport|IA|US|41.5236|-90.5776
Champaign|IL|US|40.1164|-88.2434
Evanston|IL|US|42.0451|-87.6877
Bloomington|IN|US|39.1653|-86.5264
South Bend|IN|US|41.6764|-86.2520
Kalamazoo|MI|US|42.2917|-85.5872
Traverse City|MI|US|44.7631|-85.6206
Flint|MI|US|43.0125|-83.6875
Youngstown|OH|US|41.0998|-80.6495
Wheeling|WV|US|40.0640|-80.7209
Morgantown|WV|US|39.6295|-79.9559
Bend|OR|US|44.0582|-121.3153
Medford|OR|US|42.3265|-122.8756
Olympia|WA|US|47.0379|-122.9007
Bellingham|WA|US|48.7519|-122.4787
Yakima|WA|US|46.6021|-120.5059
Everett|WA|US|47.9790|-122.2021
Idaho Falls|ID|US|43.4917|-112.0339
Ogden|UT|US|41.2230|-111.9738
St. George|UT|US|37.0965|-113.5684
Carson City|NV|US|39.1638|-119.7674
Dover|DE|US|39.1582|-75.5244
Augusta|ME|US|44.3106|-69.7795
Bangor|ME|US|44.8012|-68.7778
Montpelier|VT|US|44.2601|-72.5754
Jefferson City|MO|US|38.5767|-92.1735
Frankfort|KY|US|38.2009|-84.8733
Bowling Green|KY|US|36.9685|-86.4808
Oxford|MS|US|34.3665|-89.5192
Tuscaloosa|AL|US|33.2098|-87.5692
Lafayette|IN|US|40.4167|-86.8753
Muncie|IN|US|40.1934|-85.3864
Stillwater|OK|US|36.1156|-97.0584
Lawrence|KS|US|38.9717|-95.2353
Manhattan|KS|US|39.1836|-96.5717
Laramie|WY|US|41.3114|-105.5911
Durango|CO|US|37.2753|-107.8801
Aspen|CO|US|39.1911|-106.8175
Taos|NM|US|36.4072|-105.5731
San Juan|PR|US|18.4655|-66.1057
Toronto|ON|CA|43.6532|-79.3832
Montreal|QC|CA|45.5017|-73.5673
Vancouver|BC|CA|49.2827|-123.1207
Calgary|AB|CA|51.0447|-114.0719
Ottawa|ON|CA|45.4215|-75.6972
Edmonton|AB|CA|53.5461|-113.4938
Winnipeg|MB|CA|49.8951|-97.1384
Quebec City|QC|CA|46.8139|-71.2080
Hamilton|ON|CA|43.2557|-79.8711
Halifax|NS|CA|44.6488|-63.5752
Victoria|BC|CA|48.4284|-123.3656
Saskatoon|SK|CA|52.1332|-106.6700
Regina|SK|CA|50.4452|-104.6189
St. John's|NL|CA|47.5615|-52.7126
Mexico City|Mexico City|MX|19.4326|-99.1332
Guadalajara|Jalisco|MX|20.6597|-103.3496
Monterrey|Nuevo León|MX|25.6866|-100.3161
Tijuana|Baja California|MX|32.5149|-117.0382
Cancún|Quintana Roo|MX|21.1619|-86.8515
Puerto Vallarta|Jalisco|MX|20.6534|-105.2253
London|England|GB|51.5074|-0.1278
Manchester|England|GB|53.4808|-2.2426
Birmingham|England|GB|52.4862|-1.8904
Liverpool|England|GB|53.4084|-2.9916
Bristol|England|GB|51.4545|-2.5879
Leeds|England|GB|53.8008|-1.5491
Brighton|England|GB|50.8225|-0.1372
Oxford|England|GB|51.7520|-1.2577
Cambridge|England|GB|52.2053|0.1218
Edinburgh|Scotland|GB|55.9533|-3.1883
Glasgow|Scotland|GB|55.8642|-4.2518
Cardiff|Wales|GB|51.4816|-3.1791
Belfast|Northern Ireland|GB|54.5973|-5.9301
Dublin|Leinster|IE|53.3498|-6.2603
Cork|Munster|IE|51.8985|-8.4756
Galway|Connacht|IE|53.2707|-9.0568
Paris|Île-de-France|FR|48.8566|2.3522
Lyon|Auvergne-Rhône-Alpes|FR|45.7640|4.8357
Marseille|Provence-Alpes-Côte d'Azur|FR|43.2965|5.3698
Nice|Provence-Alpes-Côte d'Azur|FR|43.7102|7.2620
Bordeaux|Nouvelle-Aquitaine|FR|44.8378|-0.5792
Toulouse|Occitanie|FR|43.6047|1.4442
Berlin|Berlin|DE|52.5200|13.4050
Munich|Bavaria|DE|48.1351|11.5820
Hamburg|Hamburg|DE|53.5511|9.9937
Frankfurt|Hesse|DE|50.1109|8.6821
Cologne|North Rhine-Westphalia|DE|50.9375|6.9603
Düsseldorf|North Rhine-Westphalia|DE|51.2277|6.7735
Stuttgart|Baden-Württemberg|DE|48.7758|9.1829
Amsterdam|North Holland|NL|52.3676|4.9041
Rotterdam|South Holland|NL|51.9244|4.4777
Utrecht|Utrecht|NL|52.0907|5.1214
Brussels|Brussels|BE|50.8503|4.3517
Antwerp|Antwerp|BE|51.2194|4.4025
Luxembourg|Luxembourg|LU|49.6116|6.1319
Zürich|Zürich|CH|47.3769|8.5417
Geneva|Geneva|CH|46.2044|6.1432
Vienna|Vienna|AT|48.2082|16.3738
Salzburg|Salzburg|AT|47.8095|13.0550
Madrid|Community of Madrid|ES|40.4168|-3.7038
Barcelona|Catalonia|ES|41.3851|2.1734
Valencia|Valencian Community|ES|39.4699|-0.3763
Seville|Andalusia|ES|37.3891|-5.9845
Málaga|Andalusia|ES|36.7213|-4.4214
Bilbao|Basque Country|ES|43.2630|-2.9350
Lisbon|Lisbon|PT|38.7223|-9.1393
Porto|Porto|PT|41.1579|-8.6291
Rome|Lazio|IT|41.9028|12.4964
Milan|Lombardy|IT|45.4642|9.1900
Naples|Campania|IT|40.8518|14.2681
Florence|Tuscany|IT|43.7696|11.2558
Venice|Veneto|IT|45.4408|12.3155
Turin|Piedmont|IT|45.0703|7.6869
Bologna|Emilia-Romagna|IT|44.4949|11.3426
Copenhagen|Capital Region|DK|55.6761|12.5683
Aarhus|Central Jutland|DK|56.1629|10.2039
Stockholm|Stockholm|SE|59.3293|18.0686
Gothenburg|Västra Götaland|SE|57.7089|11.9746
Oslo|Oslo|NO|59.9139|10.7522
Bergen|Vestland|NO|60.3913|5.3221
Helsinki|Uusimaa|FI|60.1699|24.9384
Reykjavík|Capital Region|IS|64.1466|-21.9426
Tallinn|Harju|EE|59.4370|24.7536
Riga|Riga|LV|56.9496|24.1052
Vilnius|Vilnius|LT|54.6872|25.2797
Warsaw|Masovia|PL|52.2297|21.0122
Kraków|Lesser Poland|PL|50.0647|19.9450
Gdańsk|Pomerania|PL|54.3520|18.6466
Prague|Prague|CZ|50.0755|14.4378
Brno|South Moravia|CZ|49.1951|16.6068
Budapest|Budapest|HU|47.4979|19.0402
Bratislava|Bratislava|SK|48.1486|17.1077
Ljubljana|Ljubljana|SI|46.0569|14.5058
Zagreb|Zagreb|HR|45.8150|15.9819
Split|Split-Dalmatia|HR|43.5081|16.4402
Belgrade|Belgrade|RS|44.7866|20.4489
Bucharest|Bucharest|RO|44.4268|26.1025
Sofia|Sofia City|BG|42.6977|23.3219
Athens|Attica|GR|37.9838|23.7275
Thessaloniki|Central Macedonia|GR|40.6401|22.9444
Istanbul|Istanbul|TR|41.0082|28.9784
Ankara|Ankara|TR|39.9334|32.8597
Kyiv|Kyiv|UA|50.4501|30.5234
Tel Aviv|Tel Aviv|IL|32.0853|34.7818
Jerusalem|Jerusalem|IL|31.7683|35.2137
Dubai|Dubai|AE|25.2048|55.2708
Abu Dhabi|Abu Dhabi|AE|24.4539|54.3773
Doha|Doha|QA|25.2854|51.5310
Cairo|Cairo|EG|30.0444|31.2357
Casablanca|Casablanca-Settat|MA|33.5731|-7.5898
Marrakesh|Marrakesh-Safi|MA|31.6295|-7.9811
Cape Town|Western Cape|ZA|-33.9249|18.4241
Johannesburg|Gauteng|ZA|-26.2041|28.0473
Durban|KwaZulu-Natal|ZA|-29.8587|31.0218
Lagos|Lagos|NG|6.5244|3.3792
Accra|Greater Accra|GH|5.6037|-0.1870
Nairobi|Nairobi|KE|-1.2921|36.8219
Addis Ababa|Addis Ababa|ET|9.0300|38.7400
Mumbai|Maharashtra|IN|19.0760|72.8777
Delhi|Delhi|IN|28.7041|77.1025
Bengaluru|Karnataka|IN|12.9716|77.5946
Chennai|Tamil Nadu|IN|13.0827|80.2707
Hyderabad|Telangana|IN|17.3850|78.4867
Kolkata|West Bengal|IN|22.5726|88.3639
Karachi|Sindh|PK|24.8607|67.0011
Dhaka|Dhaka|BD|23.8103|90.4125
Colombo|Western|LK|6.9271|79.8612
Singapore|Singapore|SG|1.3521|103.8198
Kuala Lumpur|Kuala Lumpur|MY|3.1390|101.6869
Bangkok|Bangkok|TH|13.7563|100.5018
Ho Chi Minh City|Ho Chi Minh City|VN|10.8231|106.6297
Hanoi|Hanoi|VN|21.0278|105.8342
Hong Kong|Hong Kong|HK|22.3193|114.1694
Taipei|Taipei|TW|25.0330|121.5654
Tokyo|Tokyo|JP|35.6762|139.6503
Osaka|Osaka|JP|34.6937|135.5023
Kyoto|Kyoto|JP|35.0116|135.7681
Seoul|Seoul|KR|37.5665|126.9780
Busan|Busan|KR|35.1796|129.0756
Shanghai|Shanghai|CN|31.2304|121.4737
Beijing|Beijing|CN|39.9042|116.4074
Shenzhen|Guangdong|CN|22.5431|114.0579
Manila|Metro Manila|PH|14.5995|120.9842
Jakarta|Jakarta|ID|-6.2088|106.8456
Bali|Bali|ID|-8.3405|115.0920
Sydney|NSW|AU|-33.8688|151.2093
Melbourne|VIC|AU|-37.8136|144.9631
Brisbane|QLD|AU|-27.4698|153.0251
Perth|WA|AU|-31.9505|115.8605
Adelaide|SA|AU|-34.9285|138.6007
Canberra|ACT|AU|-35.2809|149.1300
Auckland|Auckland|NZ|-36.8485|174.7633
Wellington|Wellington|NZ|-41.2866|174.7756
Christchurch|Canterbury|NZ|-43.5321|172.6362
São Paulo|São Paulo|BR|-23.5505|-46.6333
Rio de Janeiro|Rio de Janeiro|BR|-22.9068|-43.1729
Brasília|Federal District|BR|-15.7975|-47.8919
Buenos Aires|Buenos Aires|AR|-34.6037|-58.3816
Córdoba|Córdoba|AR|-31.4201|-64.1888
Santiago|Santiago Metropolitan|CL|-33.4489|-70.6693
Lima|Lima|PE|-12.0464|-77.0428
Bogotá|Bogotá|CO|4.7110|-74.0721
Medellín|Antioquia|CO|6.2442|-75.5812
Quito|Pichincha|EC|-0.1807|-78.4678
Montevideo|Montevideo|UY|-34.9011|-56.1645
Caracas|Capital District|VE|10.4806|-66.9036
Panama City|Panamá|PA|8.9824|-79.5199
San José|San José|CR|9.9281|-84.0907
Havana|Havana|CU|23.1136|-82.3666
Kingston|Kingston|JM|17.9712|-76.7936
Santo Domingo|Distrito Nacional|DO|18.4861|-69.9312
`;

/** Every city of the list, in list order. */
export const cities: readonly City[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [name = '', region = '', country = '', lat = '', lon = ''] = line.split('|');
    return { name, region, country, lat: Number(lat), lon: Number(lon) };
  });

/** The city of the list named `name` in `region` (postal code in the US and Canada); throws when it is missing. */
export function cityOf(name: string, region: string): City {
  const found = cities.find((city) => city.name === name && city.region === region);
  if (!found) throw new Error(`The city list has no ${name}, ${region}`);
  return found;
}

const pick = (keys: string): readonly City[] =>
  keys
    .trim()
    .split('\n')
    .map((key) => {
      const [name = '', region = ''] = key.split('|');
      return cityOf(name, region);
    });

/** Where the server's seeded community lives (drawn in this order by the seed: keep it to keep the community). */
export const seedCities: readonly City[] = pick(`
New York|NY
Brooklyn|NY
Los Angeles|CA
San Francisco|CA
San Diego|CA
Chicago|IL
Houston|TX
Austin|TX
Dallas|TX
Phoenix|AZ
Philadelphia|PA
Pittsburgh|PA
Seattle|WA
Portland|OR
Denver|CO
Boston|MA
Miami|FL
Orlando|FL
Atlanta|GA
Nashville|TN
New Orleans|LA
Minneapolis|MN
Detroit|MI
Columbus|OH
Charlotte|NC
Raleigh|NC
Salt Lake City|UT
Las Vegas|NV
Kansas City|MO
Baltimore|MD
`);

/** Where the mocks' community lives (drawn in this order per member id: keep it to keep Storybook's members). */
export const sampleCities: readonly City[] = pick(`
New York|NY
Los Angeles|CA
Chicago|IL
Houston|TX
Phoenix|AZ
Philadelphia|PA
San Antonio|TX
San Diego|CA
Dallas|TX
San Jose|CA
Austin|TX
Jacksonville|FL
San Francisco|CA
Columbus|OH
Fort Worth|TX
Indianapolis|IN
Charlotte|NC
Seattle|WA
Denver|CO
Washington|DC
Boston|MA
Nashville|TN
Detroit|MI
Portland|OR
Portland|ME
Las Vegas|NV
Memphis|TN
Louisville|KY
Baltimore|MD
Milwaukee|WI
Albuquerque|NM
Tucson|AZ
Sacramento|CA
Atlanta|GA
Miami|FL
Oakland|CA
Minneapolis|MN
New Orleans|LA
Tampa|FL
Orlando|FL
Pittsburgh|PA
Salt Lake City|UT
San Marcos|TX
Santa Fe|NM
Santa Barbara|CA
Savannah|GA
Toronto|ON
Vancouver|BC
London|England
Dublin|Leinster
`);

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/backends/jax.py" line="46"/>
        <source>Train this job with JAX</source>
        <translation>用 JAX 訓練這個工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/backends/jax.py" line="47"/>
        <source>Learn: the job now trains with JAX (a jitted step over every device)</source>
        <translation>學習：工作已改用 JAX 訓練（以 jit 編譯的步驟跑在每個裝置上）</translation>
    </message>
    <message>
        <location filename="../../tpugui/backends/torch_tpu.py" line="47"/>
        <source>TorchTPU trains only on a TPU and this machine has none: torch_tpu registers no &quot;tpu&quot; device without one. Train the job on a TPU VM (the Remote page), or use {alternative!r} on this machine</source>
        <translation>TorchTPU 只能在 TPU 上訓練，而這台電腦沒有 TPU：沒有 TPU 時 torch_tpu 不會註冊任何 &quot;tpu&quot; 裝置。請在 TPU VM 上訓練這個工作（「遠端」頁），或在這台電腦上改用 {alternative!r}</translation>
    </message>
    <message>
        <location filename="../../tpugui/backends/torch_tpu.py" line="53"/>
        <source>torch_tpu is not installed in {python}; TorchTPU lives in an environment of its own (its torch and libtpu are not the other backends'): make .venv-torchtpu beside .venv with `python3 -m venv .venv-torchtpu` and `.venv-torchtpu/bin/pip install torch-tpu` on a machine with a TPU, or set the TorchTPU Python in Settings</source>
        <translation>{python} 沒有安裝 torch_tpu；TorchTPU 使用自己的環境（它的 torch 與 libtpu 和其他後端的不同）：請在有 TPU 的電腦上，於 .venv 旁用 `python3 -m venv .venv-torchtpu` 與 `.venv-torchtpu/bin/pip install torch-tpu` 建立 .venv-torchtpu，或在「設定」中指定 TorchTPU 的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/backends/torch_tpu.py" line="68"/>
        <source>TorchTPU is what Google's Cloud TPU docs now recommend for PyTorch on TPUs. tpugui trains a TorchTPU job on the VM's &quot;tpu&quot; device, untested: no TPU was at hand to run one (PyTorch/XLA's runs are tested). It needs libtpu 0.0.50 or later, which jax[tpu] cannot share: give it an environment of its own (remote.python)</source>
        <translation>TorchTPU 是 Google 的 Cloud TPU 文件現在建議在 TPU 上使用 PyTorch 的方式。tpugui 會在 VM 的 &quot;tpu&quot; 裝置上訓練 TorchTPU 工作，但尚未經過測試：手邊沒有 TPU 可以執行（PyTorch/XLA 的訓練經過測試）。它需要 libtpu 0.0.50 以上，無法與 jax[tpu] 共用：請給它一個自己的環境（remote.python）</translation>
    </message>
    <message>
        <location filename="../../tpugui/backends/torch_xla.py" line="29"/>
        <source>torch_xla is not installed in {python}; create its environment with `make xla` (.venv-xla) or set the PyTorch/XLA Python in Settings</source>
        <translation>{python} 沒有安裝 torch_xla；請用 `make xla` 建立它的環境（.venv-xla），或在「設定」中指定 PyTorch/XLA 的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/backends/torch_xla.py" line="45"/>
        <source>Train this job with PyTorch/XLA</source>
        <translation>用 PyTorch/XLA 訓練這個工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/backends/torch_xla.py" line="46"/>
        <source>Learn: the job now trains with PyTorch/XLA (torch_xla.device(), torch_xla.sync())</source>
        <translation>學習：工作已改用 PyTorch/XLA 訓練（torch_xla.device()、torch_xla.sync()）</translation>
    </message>
    <message>
        <location filename="../../tpugui/cost.py" line="107"/>
        <source>{chips} chip(s) × ${price:.2f} per chip-hour (remote.price_per_chip_hour)</source>
        <translation>{chips} 顆晶片 × 每晶片小時 ${price:.2f}（remote.price_per_chip_hour）</translation>
    </message>
    <message>
        <location filename="../../tpugui/cost.py" line="118"/>
        <source>tpugui's price table has no {gen}; set remote.price_per_chip_hour</source>
        <translation>tpugui 的價格表沒有 {gen}；請設定 remote.price_per_chip_hour</translation>
    </message>
    <message>
        <location filename="../../tpugui/cost.py" line="122"/>
        <source>tpugui's price table has no {gen} price for {region}; set remote.price_per_chip_hour</source>
        <translation>tpugui 的價格表沒有 {gen} 在 {region} 的價格；請設定 remote.price_per_chip_hour</translation>
    </message>
    <message>
        <location filename="../../tpugui/cost.py" line="132"/>
        <source>{chips} chip(s) × ${price:.2f} per chip-hour ({gen} {option}, {region}; {source}, {as_of})</source>
        <translation>{chips} 顆晶片 × 每晶片小時 ${price:.2f}（{gen} {option}，{region}；{source}，{as_of}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/cost.py" line="135"/>
        <source>at most {chips} chip(s) × ${price:.2f} per chip-hour ({gen} on-demand, {region}; {source}, {as_of}): {option} prices move, set remote.price_per_chip_hour</source>
        <translation>最多 {chips} 顆晶片 × 每晶片小時 ${price:.2f}（{gen} 隨選，{region}；{source}，{as_of}）：{option} 價格會變動，請設定 remote.price_per_chip_hour</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="34"/>
        <source>Not input-bound ({pct} of the step waits for input)</source>
        <translation>不受輸入限制（每步有 {pct} 的時間在等待輸入）</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="35"/>
        <source>Moderately input-bound ({pct} of the step waits for input)</source>
        <translation>中度受輸入限制（每步有 {pct} 的時間在等待輸入）</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="36"/>
        <source>Highly input-bound ({pct} of the step waits for input)</source>
        <translation>高度受輸入限制（每步有 {pct} 的時間在等待輸入）</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="39"/>
        <source>Not input-bound</source>
        <translation>不受輸入限制</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="40"/>
        <source>Moderately input-bound</source>
        <translation>中度受輸入限制</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="41"/>
        <source>Highly input-bound</source>
        <translation>高度受輸入限制</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="67"/>
        <source>The steps have waited for input more than 20 % of the time for a minute: the accelerator is starving. The Pipeline page measures the pipeline and says what to change (parallel reads and maps, cache, prefetch).</source>
        <translation>已有一分鐘，訓練步驟等待輸入的時間超過 20 %：加速器正在挨餓。「管線」頁會量測管線並說明該改什麼（平行讀取與 map、快取、預先擷取）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/input_bound.py" line="74"/>
        <source>The steps have waited for input more than 20 % of the time for a minute: the accelerator is starving. This run reads its data through its framework's own loader (PyTorch's DataLoader), not the job's tf.data pipeline, so the Pipeline page's settings do not change it: give the loader worker processes ({workers}), pinned memory on a GPU ({pin}) and more batches prepared ahead ({ahead}).</source>
        <translation>已有一分鐘，訓練步驟等待輸入的時間超過 20 %：加速器正在挨餓。這次執行透過框架自己的資料載入器（PyTorch 的 DataLoader）讀取資料，而不是工作的 tf.data 管線，因此「管線」頁的設定改變不了它：請給載入器工作行程（{workers}）、在 GPU 上使用鎖頁記憶體（{pin}），並預先準備更多批次（{ahead}）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="75"/>
        <source>contains a NUL character; no file name can hold one</source>
        <translation>含有 NUL 字元；任何檔名都不能包含它</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="80"/>
        <source>holds a name of {length} bytes between two slashes; file systems allow {most}: shorten it</source>
        <translation>兩個斜線之間的名稱長達 {length} 位元組；檔案系統最多允許 {most}：請縮短</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="101"/>
        <source>makes examples of {values:,} values; one example may hold at most {most:,} (512 MiB as float32): make it smaller</source>
        <translation>會使每個樣本含 {values:,} 個值；一個樣本最多 {most:,} 個值（float32 為 512 MiB）：請改小</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="162"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="163"/>
        <source>digits: scikit-learn's handwritten digits; synthetic: generated; npz: a NumPy file; images: a folder with one sub-folder per class; tfrecord: a file glob; csv, parquet: a table, one example per row; tfds: a TensorFlow Datasets data set prepared in a folder</source>
        <translation>digits：scikit-learn 的手寫數字；synthetic：程式產生的資料；npz：NumPy 檔案；images：每個類別一個子資料夾的影像資料夾；tfrecord：檔案萬用字元樣式；csv、parquet：表格，每列一個樣本；tfds：已在資料夾中準備好的 TensorFlow Datasets 資料集</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="170"/>
        <source>digits</source>
        <translation>digits（手寫數字）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="171"/>
        <source>synthetic</source>
        <translation>synthetic（合成資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="172"/>
        <source>npz</source>
        <translation>npz（NumPy 檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="173"/>
        <source>images</source>
        <translation>images（影像資料夾）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="174"/>
        <source>tfrecord</source>
        <translation>tfrecord（TFRecord 檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="175"/>
        <source>csv</source>
        <translation>csv</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="176"/>
        <source>parquet</source>
        <translation>parquet</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="177"/>
        <source>tfds</source>
        <translation>tfds</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="185"/>
        <source>Path</source>
        <translation>路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="186"/>
        <source>relative paths are relative to the job file</source>
        <translation>相對路徑以工作檔所在位置為準</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="187"/>
        <source>file, folder or glob (data/train-*.tfrecord)</source>
        <translation>檔案、資料夾或萬用字元樣式（data/train-*.tfrecord）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="197"/>
        <source>Data location</source>
        <translation>資料位置</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="198"/>
        <source>local: on this computer; a remote run copies it to every worker. vm: already on every worker of the TPU VM, at a path there (absolute, or ~/ for the home folder); nothing is copied, each worker checks it is there before the run starts, and only a remote run can use it</source>
        <translation>local：在這台電腦上；遠端執行會把資料複製到每個 worker。vm：資料已在 TPU VM 的每個 worker 上，填入那裡的路徑（絕對路徑，或以 ~/ 表示家目錄）；不會複製任何資料，每個 worker 會在開始訓練前檢查資料是否存在，且只有遠端執行能使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="204"/>
        <source>on the VM</source>
        <translation>在 VM 上</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="204"/>
        <source>on this computer</source>
        <translation>在這台電腦上</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="213"/>
        <source>Validation data</source>
        <translation>驗證資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="214"/>
        <source>An npz file, an images folder (the training folder's class names) or a TFRecord glob. When set, the validation share is ignored</source>
        <translation>npz 檔、圖片資料夾（類別名稱同訓練資料夾）或 TFRecord 檔案樣式。設定後即忽略驗證比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="225"/>
        <source>Shape</source>
        <translation>形狀</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="225"/>
        <source>synthetic example shape, e.g. 8, 8, 1</source>
        <translation>合成樣本的形狀，例如 8, 8, 1</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="227"/>
        <source>Classes</source>
        <translation>類別數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="228"/>
        <source>Examples</source>
        <translation>樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="230"/>
        <location filename="../../tpugui/job.py" line="907"/>
        <location filename="../../tpugui/job.py" line="1036"/>
        <source>Seed</source>
        <translation>亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="230"/>
        <source>the seed of the data and of the validation split</source>
        <translation>資料與驗證集切分所用的亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="233"/>
        <source>Images array</source>
        <translation>影像陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="233"/>
        <source>the npz array of images</source>
        <translation>npz 檔中存放影像的陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="234"/>
        <source>Labels array</source>
        <translation>標籤陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="234"/>
        <source>the npz array of labels</source>
        <translation>npz 檔中存放標籤的陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="238"/>
        <source>Image feature</source>
        <translation>影像特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="238"/>
        <source>the tf.train.Example feature holding the encoded image</source>
        <translation>存放編碼影像的 tf.train.Example 特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="243"/>
        <source>Image encoding</source>
        <translation>影像編碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="244"/>
        <source>jpeg</source>
        <translation>jpeg</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="244"/>
        <source>png</source>
        <translation>png</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="244"/>
        <source>raw</source>
        <translation>raw（未壓縮位元組）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="251"/>
        <source>Image shape</source>
        <translation>影像形狀</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="252"/>
        <source>H, W, C: needed for raw bytes; for png/jpeg it resizes (empty = as stored)</source>
        <translation>H, W, C：raw 位元組必填；png／jpeg 會縮放成此大小（留空＝維持原樣）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="256"/>
        <source>Label feature</source>
        <translation>標籤特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="259"/>
        <source>Label type</source>
        <translation>標籤型別</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="259"/>
        <location filename="../../tpugui/job.py" line="614"/>
        <source>float32</source>
        <translation>float32</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="259"/>
        <source>int64</source>
        <translation>int64</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="265"/>
        <source>Label column</source>
        <translation>標籤欄</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="266"/>
        <source>the column that holds the class (empty = the last column)</source>
        <translation>存放類別的欄位（留空 = 最後一欄）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="267"/>
        <source>the last column</source>
        <translation>最後一欄</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="274"/>
        <source>Feature columns</source>
        <translation>特徵欄</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="275"/>
        <source>the columns the model reads (empty = every other column). Numbers are standardised with the training rows' mean and spread, a missing number becomes that mean; text columns are categories (one-hot; values the training rows lack, and missing ones, count as unknown)</source>
        <translation>模型讀取的欄位（留空 = 其他所有欄位）。數字以訓練列的平均值與標準差標準化，缺少的數字以該平均值補上；文字欄位視為類別（獨熱編碼；訓練列沒有的值與缺值都算作「未知」）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="281"/>
        <source>every other column</source>
        <translation>其他所有欄位</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="287"/>
        <source>Header row</source>
        <translation>標題列</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="288"/>
        <source>the first row names the columns</source>
        <translation>第一列是欄位名稱</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="289"/>
        <source>without one, the columns are named f0, f1, ...</source>
        <translation>沒有標題列時，欄位依序命名為 f0、f1、……</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="295"/>
        <source>Skip rows</source>
        <translation>略過列數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="295"/>
        <source>rows before the header (or the data) that are not part of it</source>
        <translation>標題列（或資料）之前、不屬於表格的列數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="300"/>
        <source>Delimiter</source>
        <translation>分隔字元</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="300"/>
        <source>the character between values</source>
        <translation>值與值之間的字元</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="307"/>
        <source>Data set</source>
        <translation>資料集</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="308"/>
        <source>its TFDS name, optionally with its version (mnist, mnist/3.0.1)</source>
        <translation>它的 TFDS 名稱，可加上版本（mnist、mnist/3.0.1）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="309"/>
        <source>mnist</source>
        <translation>mnist</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="316"/>
        <source>Split</source>
        <translation>切分</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="317"/>
        <source>the TFDS split that trains; the validation share is held out of its end</source>
        <translation>用來訓練的 TFDS 切分；驗證集比例從它的尾端保留</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="324"/>
        <source>Decode to</source>
        <translation>解碼成</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="324"/>
        <source>H, W of decoded images</source>
        <translation>解碼後影像的 H, W</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="331"/>
        <source>Validation share</source>
        <translation>驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="332"/>
        <source>the share of the examples held out for validation (0 = no validation)</source>
        <translation>保留給驗證的樣本比例（0 = 不驗證）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="333"/>
        <location filename="../../tpugui/job.py" line="414"/>
        <location filename="../../tpugui/job.py" line="1201"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="350"/>
        <source>AUTOTUNE</source>
        <translation>AUTOTUNE</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="359"/>
        <source>Pipeline stages in order</source>
        <translation>依順序排列的資料管線階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="362"/>
        <source>interleave: read several files at once</source>
        <translation>interleave：同時讀取多個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="363"/>
        <source>map: resize, normalise, augment</source>
        <translation>map：縮放、正規化、資料擴增</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="364"/>
        <source>cache: keep examples after epoch 1</source>
        <translation>cache：第 1 個 epoch 後保留樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="365"/>
        <source>shuffle: mix the examples</source>
        <translation>shuffle：打亂樣本順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="366"/>
        <source>repeat: go round again</source>
        <translation>repeat：重複讀取資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="367"/>
        <source>batch: group examples</source>
        <translation>batch：把樣本組成批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="368"/>
        <source>prefetch: prepare ahead of the step</source>
        <translation>prefetch：在訓練步驟前先準備好</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="376"/>
        <source>interleave: files at once</source>
        <translation>interleave：同時讀取的檔案數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="377"/>
        <source>cycle_length: how many files are read at the same time</source>
        <translation>cycle_length：同時讀取多少個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="385"/>
        <source>interleave: block length</source>
        <translation>interleave：區塊長度</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="386"/>
        <source>block_length: consecutive examples taken from one file before the next</source>
        <translation>block_length：換下一個檔案前，從同一個檔案連續取出的樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="392"/>
        <source>interleave: parallel calls</source>
        <translation>interleave：平行呼叫數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="393"/>
        <source>at most the files at once (cycle_length)</source>
        <translation>不可超過同時讀取的檔案數（cycle_length）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="398"/>
        <source>interleave deterministic</source>
        <translation>interleave 固定順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="398"/>
        <source>keep the file order</source>
        <translation>保持檔案順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="404"/>
        <source>H, W (0, 0 = keep)</source>
        <translation>H, W（0, 0＝不縮放）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="404"/>
        <source>map: resize to</source>
        <translation>map：縮放成</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="409"/>
        <source>map: normalise</source>
        <translation>map：正規化</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="410"/>
        <source>unit: to [0, 1]; standardize: mean 0, variance 1 per image</source>
        <translation>unit：縮放到 [0, 1]；standardize：每張影像平均值 0、變異數 1</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="412"/>
        <source>unit</source>
        <translation>unit（縮放到 0–1）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="413"/>
        <source>standardize</source>
        <translation>standardize（標準化）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="418"/>
        <source>left-right</source>
        <translation>左右翻轉</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="418"/>
        <source>map: random flip</source>
        <translation>map：隨機翻轉</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="420"/>
        <source>map parallel calls</source>
        <translation>map 平行呼叫數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="423"/>
        <source>'memory' or a file path</source>
        <translation>「memory」（記憶體）或檔案路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="423"/>
        <source>cache</source>
        <translation>cache 快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="425"/>
        <source>shuffle buffer</source>
        <translation>shuffle 緩衝區</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="426"/>
        <source>shuffle seed</source>
        <translation>shuffle 亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="427"/>
        <source>each epoch</source>
        <translation>每個 epoch</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="427"/>
        <source>reshuffle</source>
        <translation>重新洗牌</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="430"/>
        <source>forever</source>
        <translation>無限次</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="430"/>
        <source>repeat</source>
        <translation>repeat 重複</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="436"/>
        <source>batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="436"/>
        <source>the global batch (split over the replicas)</source>
        <translation>全域批次（平均分給各副本）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="439"/>
        <source>drop remainder</source>
        <translation>捨棄餘數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="439"/>
        <source>static batch shape (TPU/XLA)</source>
        <translation>固定批次形狀（TPU／XLA）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="442"/>
        <source>prefetch</source>
        <translation>prefetch 預取</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="447"/>
        <source>autotune</source>
        <translation>自動調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="448"/>
        <source>options.autotune.enabled: tf.data tunes the AUTOTUNE stages while it runs</source>
        <translation>options.autotune.enabled：tf.data 在執行時自動調整設為 AUTOTUNE 的階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="449"/>
        <source>tune the AUTOTUNE stages</source>
        <translation>自動調整 AUTOTUNE 階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="454"/>
        <source>CPU budget</source>
        <translation>CPU 預算</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="454"/>
        <location filename="../../tpugui/job.py" line="463"/>
        <location filename="../../tpugui/job.py" line="571"/>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="460"/>
        <source>RAM budget</source>
        <translation>記憶體預算</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="461"/>
        <source>options.autotune.ram_budget: the memory autotuning may use (0 = default)</source>
        <translation>options.autotune.ram_budget：自動調整可使用的記憶體（0 = 預設）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="462"/>
        <source> bytes</source>
        <translation> 位元組</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="468"/>
        <source>deterministic</source>
        <translation>固定順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="468"/>
        <source>keep the order</source>
        <translation>保持順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="474"/>
        <source>private thread pool</source>
        <translation>專用執行緒池</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="475"/>
        <source>threads of a pool for this dataset only</source>
        <translation>只給這個資料集使用的執行緒數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="476"/>
        <source>shared pool</source>
        <translation>共用執行緒池</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="484"/>
        <source>distribute</source>
        <translation>分散方式</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="485"/>
        <source>dataset: experimental_distribute_dataset; function: distribute_datasets_from_function with the per-replica batch</source>
        <translation>dataset：experimental_distribute_dataset；function：distribute_datasets_from_function，使用每個副本的批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="490"/>
        <location filename="../../tpugui/job.py" line="570"/>
        <location filename="../../tpugui/job.py" line="965"/>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="491"/>
        <source>dataset</source>
        <translation>dataset（分散資料集）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="492"/>
        <source>function</source>
        <translation>function（由函式產生）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="510"/>
        <source>each stage may appear once; repeated: {stages}</source>
        <translation>每個階段只能出現一次；重複的有：{stages}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="523"/>
        <source>Backend</source>
        <translation>後端</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="524"/>
        <source>The framework that trains the model</source>
        <translation>用來訓練模型的框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="526"/>
        <source>tensorflow</source>
        <translation>tensorflow</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="527"/>
        <source>torch</source>
        <translation>torch</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="528"/>
        <source>torch_xla</source>
        <translation>torch_xla</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="529"/>
        <source>jax</source>
        <translation>jax</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="530"/>
        <source>torch_tpu</source>
        <translation>torch_tpu</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="538"/>
        <source>Task</source>
        <translation>任務</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="539"/>
        <source>classification: one class per example (softmax cross-entropy, accuracy); multilabel: any number of labels per example (sigmoid cross-entropy, accuracy per label); regression: a number (mean squared error, R²)</source>
        <translation>classification：每個樣本一個類別（softmax 交叉熵、準確率）；multilabel：每個樣本任意多個標籤（sigmoid 交叉熵、每個標籤的準確率）；regression：一個數值（均方誤差、R²）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="545"/>
        <source>classification</source>
        <translation>分類</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="546"/>
        <source>multi-label</source>
        <translation>多標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="547"/>
        <source>regression</source>
        <translation>迴歸</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="555"/>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="556"/>
        <source>auto picks TPU, then GPU, then CPU; or name one: cpu, gpu, tpu, cuda:0, mps</source>
        <translation>auto 依序選用 TPU、GPU、CPU；也可指定一個：cpu、gpu、tpu、cuda:0，或蘋果電腦 GPU 的 MPS</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="563"/>
        <source>Strategy</source>
        <translation>分散策略</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="564"/>
        <source>How TensorFlow spreads the work: auto, default (one device), mirrored (all GPUs or logical CPUs), tpu, multi_worker</source>
        <translation>TensorFlow 分配運算的方式：auto（自動）、default（單一裝置）、mirrored（所有 GPU 或邏輯 CPU 鏡像同步）、tpu、multi_worker（多台機器）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="572"/>
        <source>mirrored</source>
        <translation>mirrored（鏡像同步）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="573"/>
        <source>tpu</source>
        <translation>tpu</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="574"/>
        <source>multi_worker</source>
        <translation>multi_worker（多台機器）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="583"/>
        <source>Logical CPUs</source>
        <translation>邏輯 CPU 數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="584"/>
        <source>Split the CPU into this many devices to try data parallelism without GPUs (TensorFlow's MirroredStrategy, a JAX Mesh; 0 = off)</source>
        <translation>把 CPU 切成這麼多個裝置，沒有 GPU 也能試用資料平行（TensorFlow 的 MirroredStrategy、JAX 的 Mesh；0 = 關閉）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="588"/>
        <location filename="../../tpugui/job.py" line="734"/>
        <location filename="../../tpugui/job.py" line="768"/>
        <location filename="../../tpugui/job.py" line="828"/>
        <location filename="../../tpugui/job.py" line="949"/>
        <location filename="../../tpugui/job.py" line="1258"/>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="597"/>
        <source>Model type</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="598"/>
        <source>mlp, cnn, resnet, or file:PATH to a Python file with build_model(framework, input_shape, num_outputs) returning a model that outputs logits; it may also define make_loss, make_optimizer and metrics (Browse… picks a file, New model file… writes a commented start)</source>
        <translation>內建模型：mlp（多層感知器）、cnn（卷積網路）或殘差網路；自訂模型：一個定義 build_model(…) 的 Python 檔的路徑，傳回的模型輸出未經轉換的原始分數（不套用機率函式）；檔案也可以定義損失、最佳化器與指標的掛鉤函式（make_loss、make_optimizer 等）。「瀏覽…」選擇檔案，「新增模型檔…」寫出附註解的起始檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="611"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="612"/>
        <source>mixed_bfloat16 suits TPUs and recent GPUs; mixed_float16 suits older GPUs</source>
        <translation>mixed_bfloat16 適合 TPU 與較新的 GPU；mixed_float16 適合較舊的 GPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="615"/>
        <source>mixed_bfloat16</source>
        <translation>mixed_bfloat16（混合精度）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="616"/>
        <source>mixed_float16</source>
        <translation>mixed_float16（混合精度）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="630"/>
        <source>must be auto, cpu, gpu, tpu, mps or cuda:N, got {got}</source>
        <translation>必須是 auto、cpu、gpu、tpu、mps 或 cuda:N，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="644"/>
        <source>the file's path is {length:,} characters long; at most {most:,}</source>
        <translation>檔案路徑長達 {length:,} 個字元；最多 {most:,} 個</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="651"/>
        <source>must be mlp, cnn, resnet or file:PATH, got {got}</source>
        <translation>必須是 mlp、cnn、resnet 或 file:路徑，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="659"/>
        <source>Epochs</source>
        <translation>週期數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="659"/>
        <source>Passes over the training data</source>
        <translation>走過整份訓練資料的次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="666"/>
        <source>Steps per epoch</source>
        <translation>每週期步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="667"/>
        <source>Batches in one epoch; 'one pass' goes once over the training data</source>
        <translation>一個週期的批次數；「走完一遍」表示把訓練資料走過一次</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="668"/>
        <source>one pass</source>
        <translation>走完一遍</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="674"/>
        <source>Optimizer</source>
        <translation>最佳化器</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="675"/>
        <source>adam is a safe start; sgd; adamw adds weight decay</source>
        <translation>adam 是穩妥的起點；另有 sgd；adamw 另加權重衰減</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="676"/>
        <source>adam</source>
        <translation>adam</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="676"/>
        <source>adamw</source>
        <translation>adamw</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="676"/>
        <source>sgd</source>
        <translation>sgd</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="682"/>
        <source>Learning rate</source>
        <translation>學習率</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="682"/>
        <source>Step size, e.g. 0.001 (1e-3)</source>
        <translation>每步更新的幅度，例如 0.001（1e-3）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="688"/>
        <source>Momentum</source>
        <translation>動量</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="689"/>
        <source>sgd's momentum (0 = plain gradient descent)</source>
        <translation>sgd 的動量（0 = 單純梯度下降）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="699"/>
        <source>Beta 1</source>
        <translation>Beta 1</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="700"/>
        <source>adam and adamw: decay of the gradient's running mean</source>
        <translation>adam 與 adamw：梯度移動平均的衰減率</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="710"/>
        <source>Beta 2</source>
        <translation>Beta 2</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="711"/>
        <source>adam and adamw: decay of the squared gradient's running mean</source>
        <translation>adam 與 adamw：梯度平方移動平均的衰減率</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="721"/>
        <source>Weight decay</source>
        <translation>權重衰減</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="722"/>
        <source>adamw's decoupled weight decay (0 = none)</source>
        <translation>adamw 的解耦權重衰減（0 = 不衰減）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="732"/>
        <source>Clip gradient norm</source>
        <translation>梯度範數裁剪</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="733"/>
        <source>Scale the gradients down when their global norm is above this (0 = off)</source>
        <translation>梯度的整體範數超過此值時按比例縮小（0 = 關閉）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="743"/>
        <source>Schedule</source>
        <translation>學習率排程</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="744"/>
        <source>constant, cosine decay, or a linear warm-up then cosine decay</source>
        <translation>固定、餘弦衰減，或先線性暖身再餘弦衰減</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="746"/>
        <source>constant</source>
        <translation>constant（固定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="747"/>
        <source>cosine</source>
        <translation>cosine（餘弦衰減）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="748"/>
        <source>warmup_cosine</source>
        <translation>warmup_cosine（暖身＋餘弦）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="755"/>
        <source>Steps of linear warm-up (warmup_cosine only)</source>
        <translation>線性暖身的步數（僅用於 warmup_cosine）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="755"/>
        <source>Warm-up steps</source>
        <translation>暖身步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="763"/>
        <source>Label smoothing</source>
        <translation>標籤平滑</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="764"/>
        <source>Soften the one-hot targets of the loss: the true class gets 1 - s, every class s / classes (0 = off; 0.1 is common)</source>
        <translation>軟化損失的目標分佈：正確類別為 1 - s，每個類別加上 s / 類別數（0 = 關閉；常用 0.1）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="778"/>
        <source>Checkpoint every</source>
        <translation>檢查點間隔（週期）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="779"/>
        <source>Save a checkpoint every N epochs (0 = only at the end)</source>
        <translation>每 N 個週期儲存一次檢查點（0 = 只在結束時）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="780"/>
        <source>only at the end</source>
        <translation>只在結束時</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="789"/>
        <source>Keep checkpoints</source>
        <translation>保留檢查點數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="790"/>
        <source>Keep the newest this many checkpoints and delete older ones as new ones are written, so a long run does not fill the disk; the best one (Keep the best) is kept as well (0 = keep every checkpoint)</source>
        <translation>只保留最新的這麼多個檢查點，寫入新的檢查點時刪除較舊的，長時間訓練才不會塞滿磁碟；最佳的檢查點（保留最佳）也會保留（0 = 保留所有檢查點）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="795"/>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="804"/>
        <source>Watch</source>
        <translation>監看指標</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="805"/>
        <source>The metric early stopping and the best checkpoint watch; a loss is better lower, accuracy and R² higher (accuracy: classification and multi-label; R²: regression)</source>
        <translation>提早停止與最佳檢查點所監看的指標；損失越低越好，準確率與 R² 越高越好（準確率：分類與多標籤；R²：迴歸）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="811"/>
        <source>validation loss</source>
        <translation>驗證損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="812"/>
        <source>validation accuracy</source>
        <translation>驗證準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="813"/>
        <source>validation R²</source>
        <translation>驗證 R²</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="814"/>
        <source>training loss</source>
        <translation>訓練損失</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="815"/>
        <source>training accuracy</source>
        <translation>訓練準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="816"/>
        <source>training R²</source>
        <translation>訓練 R²</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="826"/>
        <source>Early stopping patience</source>
        <translation>提早停止的耐心</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="827"/>
        <source>End the run when the watched metric has not improved for this many epochs</source>
        <translation>監看的指標連續這麼多個 epoch 沒有進步時結束執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="829"/>
        <source> epochs</source>
        <translation> 個 epoch</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="837"/>
        <source>Smallest improvement</source>
        <translation>最小進步幅度</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="838"/>
        <source>A change of the watched metric smaller than this is no improvement</source>
        <translation>監看指標的變化小於此值時不算進步</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="848"/>
        <source>Keep the best</source>
        <translation>保留最佳</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="849"/>
        <source>Also keep the checkpoint of the epoch with the best watched metric (export and predict use it)</source>
        <translation>另外保留監看指標最佳那個 epoch 的檢查點（匯出與預測會用它）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="853"/>
        <source>keep the best checkpoint</source>
        <translation>保留最佳檢查點</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="861"/>
        <source>Resume from</source>
        <translation>接續自</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="862"/>
        <source>A checkpoint file or run folder to continue from (empty = start fresh)</source>
        <translation>要接續訓練的檢查點檔案或執行資料夾（空白 = 從頭開始）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="863"/>
        <source>start fresh</source>
        <translation>從頭開始</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="872"/>
        <source>Steps per execution</source>
        <translation>每次執行步數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="873"/>
        <source>Keras runs this many steps per call (faster on TPUs; batch events then arrive every N steps)</source>
        <translation>Keras 每次呼叫執行這麼多步（在 TPU 上較快；批次事件改為每 N 步回報一次）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="886"/>
        <source>Compile the step</source>
        <translation>編譯訓練步驟</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="887"/>
        <source>Compile the train step: on, off or auto. TensorFlow: XLA compiles the Keras step (jit_compile; auto lets Keras decide: XLA on a GPU, not on a CPU-only machine). PyTorch: torch.compile compiles the model with TorchInductor (on a CPU it needs a C++ compiler such as g++; auto = off, eager)</source>
        <translation>編譯訓練步驟：on（開）、off（關）或 auto（自動）。TensorFlow：以 XLA 編譯 Keras 的步驟（jit_compile；auto 由 Keras 決定：有 GPU 時用 XLA，只有 CPU 的機器則不用）。PyTorch：以 torch.compile 透過 TorchInductor 編譯模型（在 CPU 上需要 C++ 編譯器，例如 g++；auto = 關，即時執行）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="901"/>
        <source>Read loss every</source>
        <translation>讀取損失間隔（步）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="902"/>
        <source>On XLA, read the loss back every N steps (reading each step slows a TPU down)</source>
        <translation>在 XLA 上每 N 步讀回一次損失（每步都讀會拖慢 TPU）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="907"/>
        <source>Random seed for weights and shuffling</source>
        <translation>權重初始化與打亂順序用的亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="913"/>
        <location filename="../../tpugui/job.py" line="915"/>
        <source>Stop on NaN</source>
        <translation>損失出現非數值時停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="914"/>
        <source>End the run when the loss becomes NaN or inf</source>
        <translation>損失變成非數值或無限大時結束這次訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="925"/>
        <source>Stop grace period</source>
        <translation>停止寬限時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="926"/>
        <source>Stop asks the run to end after its current step (SIGINT, then SIGTERM at half the time) and kills it when it is still running after this many seconds</source>
        <translation>「停止」會請訓練在目前這一步之後結束（先送 SIGINT，過了一半時間再送 SIGTERM），若過了這麼多秒仍在執行就強制結束（SIGKILL）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="930"/>
        <location filename="../../tpugui/job.py" line="948"/>
        <location filename="../../tpugui/job.py" line="1113"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="942"/>
        <source>Sample the hardware every</source>
        <translation>硬體取樣間隔</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="943"/>
        <source>Record CPU, memory, GPU and TPU use every this many seconds while the run trains, for the live monitor (0 = off, and TensorFlow then also skips its input-wait timing)</source>
        <translation>訓練期間每隔這麼多秒記錄一次 CPU、記憶體、GPU 與 TPU 的使用情形，供即時監看使用（0 = 關閉；此時 TensorFlow 也會略過輸入等待計時）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="958"/>
        <source>Processes</source>
        <translation>程序數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="959"/>
        <source>Training processes of this run on this host, each on its share of every batch, set up through the framework's own distributed runtime (torch: torch.distributed + DistributedDataParallel; TensorFlow: TF_CONFIG + MultiWorkerMirroredStrategy); auto = one per local GPU, else one</source>
        <translation>此次執行在本機上的訓練程序數，每個程序處理每批資料中屬於自己的一份，由框架本身的分散式執行環境建立（torch：torch.distributed + DistributedDataParallel；TensorFlow：TF_CONFIG + MultiWorkerMirroredStrategy）；auto = 每張本機 GPU 一個，否則一個</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="974"/>
        <source>Loader workers</source>
        <translation>資料載入行程數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="975"/>
        <source>torch DataLoader worker processes (0 = main)</source>
        <translation>torch 資料載入器的工作行程數（0 = 只用主行程）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="976"/>
        <source>main process</source>
        <translation>主行程</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="983"/>
        <location filename="../../tpugui/job.py" line="985"/>
        <source>Pin memory</source>
        <translation>鎖頁記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="984"/>
        <source>torch DataLoader pinned memory (helps CUDA)</source>
        <translation>torch 資料載入器使用鎖頁記憶體（對 CUDA 有幫助）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="993"/>
        <source>Prefetch factor</source>
        <translation>預取倍數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="994"/>
        <source>Batches each torch DataLoader worker loads ahead</source>
        <translation>torch 資料載入器每個工作行程預先載入的批次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1010"/>
        <source>Trials</source>
        <translation>試驗次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1010"/>
        <source>Trials of the study in all (a resumed study counts those done)</source>
        <translation>此研究的試驗總數（續行的研究會計入已完成的試驗）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1015"/>
        <source>Trials at a time</source>
        <translation>同時進行的試驗</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1015"/>
        <source>Trials that train at once on this computer</source>
        <translation>在這台電腦上同時訓練的試驗數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1020"/>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1021"/>
        <source>The epoch metric the study optimizes (empty = train.monitor)</source>
        <translation>研究要最佳化的週期指標（留空 = train.monitor）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1022"/>
        <source>train.monitor</source>
        <translation>train.monitor</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1028"/>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1029"/>
        <source>auto: a loss is minimized, accuracy and R² maximized</source>
        <translation>auto：損失取最小，準確率與 R² 取最大</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1034"/>
        <source>Sampler</source>
        <translation>取樣器</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1034"/>
        <source>tpe: Optuna's default (Bayesian); random: uniform draws</source>
        <translation>tpe：Optuna 的預設（貝氏）；random：均勻隨機抽取</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1036"/>
        <source>The sampler's seed</source>
        <translation>取樣器的種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1040"/>
        <source>Pruner</source>
        <translation>剪枝器</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1041"/>
        <source>Stop a trial early from its epoch metrics: median (worse than the median of the trials before it at the same epoch), hyperband, or none</source>
        <translation>依週期指標提早停止試驗：median（在同一週期比先前試驗的中位數差）、hyperband，或 none（不剪枝）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1050"/>
        <source>The median pruner prunes none of the first N</source>
        <translation>median 剪枝器不會剪掉前 N 個試驗</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1050"/>
        <source>Trials before pruning</source>
        <translation>開始剪枝前的試驗數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1056"/>
        <source>Epochs before pruning</source>
        <translation>開始剪枝前的週期數</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1057"/>
        <source>The median pruner prunes no trial before this many epochs</source>
        <translation>在這麼多週期之前，median 剪枝器不剪掉任何試驗</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1064"/>
        <source>Storage</source>
        <translation>儲存位置</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1065"/>
        <source>Where the study lives: empty = a journal file in the run store (sweeps/STUDY.journal); a journal file's path; or a database URL (postgresql://..., mysql://...) for trials on several machines</source>
        <translation>研究存放的位置：留空 = 執行紀錄資料夾中的日誌檔（sweeps/STUDY.journal）；日誌檔的路徑；或資料庫網址（postgresql://...、mysql://...），供多台機器上的試驗共用</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1070"/>
        <source>the run store</source>
        <translation>執行紀錄資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1076"/>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1076"/>
        <source>The study's name (empty = the job's name)</source>
        <translation>研究名稱（留空 = 工作名稱）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1080"/>
        <source>Dotted job keys and the values a trial may take</source>
        <translation>以點號分隔的工作鍵，以及試驗可取的值</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1080"/>
        <source>Search space</source>
        <translation>搜尋空間</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1089"/>
        <source>Host</source>
        <translation>主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1089"/>
        <source>hostname, IP or ~/.ssh/config alias</source>
        <translation>主機名稱、IP 或 ~/.ssh/config 中的別名</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1091"/>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1093"/>
        <source>(from ssh config or your login name)</source>
        <translation>（取自 ssh 設定或你的登入名稱）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1093"/>
        <source>User</source>
        <translation>使用者</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1097"/>
        <source>(ssh-agent / ssh config)</source>
        <translation>（ssh-agent／ssh 設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1097"/>
        <source>Identity file</source>
        <translation>金鑰檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1103"/>
        <source>Workers</source>
        <translation>Worker 主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1104"/>
        <source>Further worker hosts of a pod slice</source>
        <translation>Pod 切片的其他 worker 主機</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1105"/>
        <source>pod slice: worker 1, worker 2, … (comma-separated)</source>
        <translation>Pod 切片：worker 1, worker 2, …</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1108"/>
        <source>Folder on VM</source>
        <translation>VM 資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1109"/>
        <source>Python on VM</source>
        <translation>VM 的 Python</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1113"/>
        <source>Connect timeout</source>
        <translation>連線逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1113"/>
        <source>Timeout</source>
        <translation>逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1119"/>
        <source>Zone</source>
        <translation>區域</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1120"/>
        <source>The Cloud TPU zone gcloud lists and creates TPU VMs in</source>
        <translation>gcloud 列出與建立 TPU VM 的 Cloud TPU 區域</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1121"/>
        <source>e.g. us-central1-a</source>
        <translation>例如 us-central1-a</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1128"/>
        <source>Project</source>
        <translation>專案</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1129"/>
        <source>The Google Cloud project (empty: gcloud's configured project)</source>
        <translation>Google Cloud 專案（空白：gcloud 設定的專案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1130"/>
        <source>(gcloud's configured project)</source>
        <translation>（gcloud 設定的專案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1138"/>
        <source>TPU VM</source>
        <translation>TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1139"/>
        <source>The TPU VM's name in gcloud: the one tpugui creates, starts, stops and deletes</source>
        <translation>TPU VM 在 gcloud 中的名稱：tpugui 建立、啟動、停止和刪除的就是它</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1140"/>
        <source>e.g. tpu-1</source>
        <translation>例如 tpu-1</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1147"/>
        <source>Accelerator type</source>
        <translation>加速器類型</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1148"/>
        <source>The slice's TPU type (v5litepod-8, v6e-8, v5p-8, v4-8): what is created and what a run's price is counted from</source>
        <translation>配置的 TPU 類型（v5litepod-8、v6e-8、v5p-8、v4-8）：建立的類型，也是計算執行費用的依據</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1152"/>
        <source>e.g. v5litepod-8</source>
        <translation>例如 v5litepod-8</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1160"/>
        <source>Bought as</source>
        <translation>購買方式</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1161"/>
        <source>How the slice is paid for: on-demand, Spot (cheaper, may be taken back), flex-start (queued, up to 7 days) or under a commitment</source>
        <translation>配置的付費方式：隨選、Spot（較便宜，可能被收回）、flex-start（排隊取得，最長 7 天）或承諾使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1167"/>
        <source>on-demand</source>
        <translation>隨選</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1168"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1169"/>
        <source>flex-start</source>
        <translation>flex-start</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1170"/>
        <source>1-year commitment</source>
        <translation>1 年承諾使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1171"/>
        <source>3-year commitment</source>
        <translation>3 年承諾使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1179"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1180"/>
        <source>US dollars per chip-hour; when set it wins over tpugui's price table (set it for Spot, whose price moves, or for your own discount)</source>
        <translation>每晶片小時的美元價格；設定後優先於 tpugui 的價格表（用於價格會變動的 Spot，或你自己的折扣）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1184"/>
        <source> $/chip-h</source>
        <translation> 美元/晶片小時</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1185"/>
        <source>from the table</source>
        <translation>依價格表</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1195"/>
        <source>Budget</source>
        <translation>預算</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1196"/>
        <source>US dollars a run may cost: warned at 80 %, and at 100 % it saves a checkpoint and stops (resumable)</source>
        <translation>一次執行可花費的美元：80 % 時提醒，100 % 時儲存檢查點並停止（可接續）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1200"/>
        <source> $</source>
        <translation> 美元</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1210"/>
        <source>Stop the VM</source>
        <translation>停止 VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1211"/>
        <source>When a run stops at its budget, stop the TPU VM too</source>
        <translation>執行因預算停止時，也停止 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1212"/>
        <source>Stop the TPU VM when the budget is spent</source>
        <translation>預算用完時停止 TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1219"/>
        <source>If preempted</source>
        <translation>被搶占時</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1220"/>
        <source>What happens when a Spot VM is taken back mid-run: end the run, or copy each checkpoint off the VM as it is written, make the VM again and resume from the newest copy (tpugui remote train)</source>
        <translation>Spot VM 在執行途中被收回時的處理：結束執行，或在每個檢查點寫入時就複製出 VM、重新建立 VM 並從最新的副本接續</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1225"/>
        <source>end the run</source>
        <translation>結束執行</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1225"/>
        <source>make the VM again and resume</source>
        <translation>重新建立 VM 並接續</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1236"/>
        <source>Checkpoints to</source>
        <translation>檢查點複製到</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1237"/>
        <source>Where each checkpoint is copied as it is written when the run resumes after a preemption: empty = this computer, over SSH; gs://BUCKET/FOLDER = a Cloud Storage folder, copied by the VM itself with its gcloud and service account (nothing crosses your connection, nothing is copied to this computer) and put back from there on the VM made again</source>
        <translation>被搶占後接續執行時，每個檢查點寫入時複製到哪裡：留空 = 這台電腦（經由 SSH）；gs://BUCKET/FOLDER = Cloud Storage 資料夾，由 VM 自己以它的 gcloud 與服務帳戶複製（不經過你的網路連線，也不會複製到這台電腦），並在重新建立的 VM 上從那裡放回</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1244"/>
        <source>this computer (or gs://bucket/folder)</source>
        <translation>這台電腦（或 gs://bucket/folder）</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1252"/>
        <source>Idle stop</source>
        <translation>閒置停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1253"/>
        <source>Stop the TPU VM when no run has been going on it for this long, whether or not this window is open</source>
        <translation>TPU VM 上沒有執行中的訓練超過這段時間就停止它，無論此視窗是否開著</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1257"/>
        <source> min</source>
        <translation> 分鐘</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1273"/>
        <source>must be empty (copies on this computer) or a Cloud Storage folder gs://BUCKET/FOLDER, got {got}: for a folder on this computer leave it empty, for Cloud Storage write its gs:// address</source>
        <translation>必須留空（複製到這台電腦）或是 Cloud Storage 資料夾 gs://BUCKET/FOLDER，收到的是 {got}：要複製到這台電腦就留空，要用 Cloud Storage 就寫出它的 gs:// 位址</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1290"/>
        <source>{bucket} is not a Cloud Storage bucket's name (3 to 63 lowercase letters, digits, - _ and dots, beginning and ending with a letter or digit): write gs://BUCKET/FOLDER with the bucket's own name</source>
        <translation>{bucket} 不是 Cloud Storage 值區的名稱（3 到 63 個小寫字母、數字、- _ 與點，開頭和結尾須為字母或數字）：請以值區本身的名稱寫成 gs://BUCKET/FOLDER</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1301"/>
        <source>the folder {folder} holds a control character or an empty name (//): write it as gs://BUCKET/FOLDER/SUBFOLDER</source>
        <translation>資料夾 {folder} 含有控制字元或空的名稱（//）：請寫成 gs://BUCKET/FOLDER/SUBFOLDER</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1372"/>
        <source>starts with a UTF-8 byte order mark (BOM), which TOML does not allow; save the file as UTF-8 without BOM</source>
        <translation>以 UTF-8 位元組順序標記（BOM）開頭，TOML 不允許；請將檔案另存為不含 BOM 的 UTF-8</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1400"/>
        <source>file not found; check the path</source>
        <translation>找不到檔案；請檢查路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1402"/>
        <source>cannot be read: {reason}</source>
        <translation>無法讀取：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="1408"/>
        <source>not UTF-8 text (bad byte at line {line}); save the file as UTF-8</source>
        <translation>不是 UTF-8 文字（第 {line} 行有無效的位元組）；請以 UTF-8 編碼儲存檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="85"/>
        <source>not valid TOML: {error} (at line {line}, column {column}, the end of the file); is the file cut short? Finish the last line or restore the file</source>
        <translation>不是有效的 TOML：{error}（第 {line} 行第 {column} 欄，檔案結尾）；檔案是否被截斷了？請補完最後一行或還原檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="94"/>
        <source>not valid TOML: {error}</source>
        <translation>不是有效的 TOML：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="135"/>
        <source>values nested too deep (arrays or inline tables inside each other, from line {line}); a job nests at most [section] key = [list]: fix that line</source>
        <translation>值巢狀過深（陣列或行內表格層層相套，自第 {line} 行起）；工作檔最多巢狀到 [區段] 鍵 = [清單]：請修正該行</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="155"/>
        <source>{where} nests more than {depth} levels deep; a job nests at most [section] key = [list]: remove or fix it</source>
        <translation>{where} 巢狀超過 {depth} 層；工作檔最多巢狀到 [區段] 鍵 = [清單]：請移除或修正</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="215"/>
        <source>must be a positive integer, got {got}</source>
        <translation>必須是正整數，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="217"/>
        <source>must be greater than {bound}, got {got}</source>
        <translation>必須大於 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="220"/>
        <source>must be zero or more, got {got}</source>
        <translation>必須是 0 或更大，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="221"/>
        <source>must be at least {bound}, got {got}</source>
        <translation>至少要 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="223"/>
        <source>must be below {bound}, got {got}</source>
        <translation>必須小於 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="225"/>
        <source>must be at most {bound}, got {got}</source>
        <translation>最多 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="227"/>
        <source>unknown key; remove it or check its spelling</source>
        <translation>未知的欄位；請刪除它或檢查拼字</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="229"/>
        <source>must be one of {expected}, got {got}</source>
        <translation>必須是 {expected} 其中之一，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="232"/>
        <source>must be a whole number, not true or false; got {got}</source>
        <translation>必須是整數，不是 true 或 false；收到 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="233"/>
        <source>must be an integer, got {got}</source>
        <translation>必須是整數，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="235"/>
        <source>must be a finite number, got {got}</source>
        <translation>必須是有限的數字，目前為 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="237"/>
        <source>must be a number, got {got}</source>
        <translation>必須是數字，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="239"/>
        <source>must be true or false (without quotes), got {got}</source>
        <translation>必須是 true 或 false（不加引號），收到 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="241"/>
        <source>must be text, got {got}</source>
        <translation>必須是文字，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="244"/>
        <source>is {length:,} characters long; at most {most:,}: shorten it</source>
        <translation>長達 {length:,} 個字元；最多 {most:,} 個：請縮短</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="248"/>
        <source>must be a list, got {got}</source>
        <translation>必須是清單，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="251"/>
        <source>must have at least {count} items, got {actual}</source>
        <translation>至少要有 {count} 項，目前有 {actual} 項</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="257"/>
        <source>must have at most {count} items, got {actual}</source>
        <translation>最多只能有 {count} 項，目前有 {actual} 項</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="267"/>
        <source>must be a table (section), got {got}</source>
        <translation>必須是一個表格（區段），目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="306"/>
        <source>must be 'autotune' or a positive integer, got {got}</source>
        <translation>必須是 'autotune' 或正整數，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job_errors.py" line="317"/>
        <source>and {count} more unknown keys; remove them or check their spelling</source>
        <translation>還有 {count} 個未知的鍵；請移除或檢查拼字</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="193"/>
        <source>Add prefetch as the last stage</source>
        <translation>把 prefetch 加為最後一個階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="194"/>
        <source>prefetch overlaps preparing the next batch with the training step; without it the accelerator waits for every batch.</source>
        <translation>prefetch 讓下一個批次的準備與訓練步驟同時進行；少了它，加速器每個批次都得等待。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="199"/>
        <source>Add prefetch at the end</source>
        <translation>在最後加上 prefetch</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="206"/>
        <source>Put prefetch last</source>
        <translation>把 prefetch 放在最後</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="207"/>
        <source>prefetch only overlaps the stages before it; after it, {stages} run in the training step's time.</source>
        <translation>prefetch 只能與它之前的階段重疊；放在它之後的 {stages} 會佔用訓練步驟的時間。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="212"/>
        <source>Move prefetch to the end</source>
        <translation>把 prefetch 移到最後</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="220"/>
        <source>Shuffle before batch</source>
        <translation>先 shuffle 再 batch</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="221"/>
        <source>shuffle after batch mixes whole batches: the same examples always share a batch.</source>
        <translation>在 batch 之後 shuffle 只會打亂整個批次的順序：同樣的樣本永遠在同一個批次裡。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="223"/>
        <source>Move shuffle before batch</source>
        <translation>把 shuffle 移到 batch 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="230"/>
        <source>Shuffle before repeat</source>
        <translation>先 shuffle 再 repeat</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="231"/>
        <source>shuffle after repeat blurs the epoch boundaries: some examples are seen twice before others are seen once.</source>
        <translation>在 repeat 之後 shuffle 會模糊各個訓練週期的界線：有些樣本已經出現兩次，其他樣本卻一次都還沒出現。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="236"/>
        <source>Move shuffle before repeat</source>
        <translation>把 shuffle 移到 repeat 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="244"/>
        <source>cache after an endless repeat never finishes</source>
        <translation>放在無限 repeat 之後的 cache 永遠無法完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="245"/>
        <source>the cache is filled until the data set ends, and a repeat forever never ends: memory grows until the process dies.</source>
        <translation>快取會一直填到資料集結束為止，而無限重複的資料集永遠不會結束：記憶體會持續增加，直到程式當掉。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="250"/>
        <source>Move cache before repeat</source>
        <translation>把 cache 移到 repeat 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="257"/>
        <source>Cache before shuffle</source>
        <translation>先 cache 再 shuffle</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="258"/>
        <source>a cache after shuffle stores the first epoch's order: every later epoch sees the examples in the same order.</source>
        <translation>放在 shuffle 之後的 cache 會記住第一個訓練週期的順序：之後每個週期看到的樣本順序都一樣。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="263"/>
        <source>Move cache before shuffle</source>
        <translation>把 cache 移到 shuffle 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="271"/>
        <source>The random flip is cached: every epoch sees the same flips</source>
        <translation>隨機翻轉被快取了：每個訓練週期看到的翻轉都相同</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="272"/>
        <source>cache stores the map's output, random augmentation included; cache before random augmentation so each epoch draws new flips.</source>
        <translation>cache 會存下 map 的輸出，連隨機資料擴增的結果也一起存下；請在隨機擴增之前快取，讓每個訓練週期都產生新的翻轉。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="277"/>
        <source>Move cache before map</source>
        <translation>把 cache 移到 map 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="284"/>
        <source>Cache after the deterministic map</source>
        <translation>在固定不變的 map 之後快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="285"/>
        <source>the map (resize, normalise) gives the same output every epoch; caching after it saves that work from the second epoch on.</source>
        <translation>map（縮放、正規化）每個訓練週期的輸出都相同；在它之後快取，從第二個週期起就能省下這些運算。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="290"/>
        <source>Move cache after map</source>
        <translation>把 cache 移到 map 之後</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="299"/>
        <source>The memory cache may not fit in RAM</source>
        <translation>記憶體快取可能放不進 RAM</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="300"/>
        <source>caching {count} examples takes about {need}; {available} is available. Cache to a file instead.</source>
        <translation>快取 {count} 個樣本約需 {need}；目前可用 {available}。請改為快取到檔案。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="305"/>
        <source>Cache to the file train.cache</source>
        <translation>快取到檔案 train.cache</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="315"/>
        <source>Cache the decoded examples</source>
        <translation>快取解碼後的樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="316"/>
        <source>reading and decoding files is the costly part; if the decoded data fits in RAM (or on a local disk), cache after the map and each epoch after the first is free.</source>
        <translation>讀取與解碼檔案是最耗時的部分；如果解碼後的資料放得進 RAM（或本機磁碟），在 map 之後快取，第一個訓練週期之後就幾乎不花時間。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="321"/>
        <source>Add cache after map</source>
        <translation>在 map 之後加上 cache</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="330"/>
        <source>interleave does nothing here</source>
        <translation>interleave 在這裡沒有作用</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="331"/>
        <source>the {source} source is a single in-memory array (or one file per example), not a set of shard files.</source>
        <translation>{source} 資料來源是單一的記憶體陣列（或每個樣本一個檔案），不是一組分片檔案。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="336"/>
        <source>Remove interleave</source>
        <translation>移除 interleave</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="349"/>
        <source>More parallel calls than cycle_length</source>
        <translation>平行呼叫數超過 cycle_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="350"/>
        <source>interleave_parallel_calls {calls} &gt; cycle_length {cycle}: tf.data refuses this with InvalidArgumentError.</source>
        <translation>interleave_parallel_calls {calls} &gt; cycle_length {cycle}：tf.data 會以 InvalidArgumentError 拒絕這個設定。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="355"/>
        <source>Set parallel calls to {cycle}</source>
        <translation>把平行呼叫數設為 {cycle}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="376"/>
        <source>The batch is larger than the data set</source>
        <translation>批次比資料集還大</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="379"/>
        <location filename="../../tpugui/pipeline/advice.py" line="407"/>
        <location filename="../../tpugui/pipeline/advice.py" line="434"/>
        <location filename="../../tpugui/pipeline/advice.py" line="455"/>
        <source>Set batch_size to {size}</source>
        <translation>把 batch_size 設為 {size}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="389"/>
        <source>Drop the remainder on TPU/XLA (static shapes)</source>
        <translation>在 TPU/XLA 上捨棄不足的批次（靜態形狀）</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="390"/>
        <source>XLA compiles for one batch shape; a smaller last batch triggers a recompilation (TPUs need static shapes).</source>
        <translation>XLA 只針對一種批次形狀編譯；最後一個較小的批次會觸發重新編譯（TPU 需要靜態形狀）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="395"/>
        <source>Turn drop_remainder on</source>
        <translation>開啟 drop_remainder</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="404"/>
        <source>The global batch must divide by the replica count</source>
        <translation>全域批次大小必須能被副本數整除</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="416"/>
        <source>{batch} over {examples} training examples is {steps} step(s) an epoch, and drop_remainder leaves {dropped} examples ({share}) out of every epoch; a batch of {size} gives {min_steps} steps or more and drops less than one batch.</source>
        <translation>{examples} 個訓練樣本以 {batch} 為一批，每個週期只有 {steps} 步，而 drop_remainder 讓每個週期有 {dropped} 個樣本（{share}）不被使用；批次設為 {size} 時每個週期至少 {min_steps} 步，捨棄的不到一批。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="422"/>
        <source>{batch} over {examples} training examples is {steps} step(s) an epoch (the last one short): few updates an epoch; a batch of {size} gives {min_steps} steps or more.</source>
        <translation>{examples} 個訓練樣本以 {batch} 為一批，每個週期只有 {steps} 步（最後一步較短）：每個週期更新太少；批次設為 {size} 時每個週期至少 {min_steps} 步。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="431"/>
        <source>Few steps an epoch for this data</source>
        <translation>這份資料每個週期的步數太少</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="449"/>
        <source>128 examples per TPU core is the usual start</source>
        <translation>每個 TPU 核心 128 個樣本是常見的起點</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="450"/>
        <source>{batch} over {replicas} cores is {per_core} per core; TPU matrix units are 128 wide and small batches leave them idle.</source>
        <translation>{batch} 分給 {replicas} 個核心，每個核心 {per_core} 個；TPU 的矩陣單元寬度是 128，批次太小會讓它們閒置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="468"/>
        <source>The shuffle buffer is small</source>
        <translation>shuffle 緩衝區太小</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="469"/>
        <source>a buffer of {buffer} over {count} examples only mixes neighbours; a buffer as large as the data set (if it fits) shuffles fully.</source>
        <translation>{count} 個樣本只用 {buffer} 的緩衝區，只會打亂相鄰的樣本；緩衝區和資料集一樣大（放得下的話）才能完全打亂。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="474"/>
        <source>Set the buffer to {size}</source>
        <translation>把緩衝區設為 {size}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="484"/>
        <source>A private thread pool for latency-bound reads</source>
        <translation>為受延遲限制的讀取使用專用執行緒集區</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="485"/>
        <source>tf.data's thread pool has {cpus} threads here, so at most {cpus} file reads wait at once whatever num_parallel_calls says; a private pool of 16 lets slow reads overlap (Tune measures it).</source>
        <translation>這台機器上 tf.data 的執行緒集區只有 {cpus} 個執行緒，所以不論 num_parallel_calls 設多少，最多只有 {cpus} 個檔案讀取同時等待；16 個執行緒的專用集區能讓慢速讀取重疊進行（「調整」會實際量測）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="491"/>
        <source>Use a private pool of 16</source>
        <translation>使用 16 個執行緒的專用集區</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="504"/>
        <source>AUTOTUNE values with autotuning off</source>
        <translation>設了 AUTOTUNE 卻關閉了自動調校</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="505"/>
        <source>some stages ask for AUTOTUNE but options.autotune.enabled is off, so tf.data does not tune them.</source>
        <translation>有些階段設為 AUTOTUNE，但 options.autotune.enabled 已關閉，所以 tf.data 不會調校它們。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="510"/>
        <source>Turn autotune on</source>
        <translation>開啟自動調校</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="517"/>
        <source>Current APIs for TPUs and tf.data options</source>
        <translation>TPU 與 tf.data 選項的現行 API</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="518"/>
        <source>use tf.distribute.TPUStrategy (tf.distribute.experimental.TPUStrategy is deprecated), TPUClusterResolver(tpu='local') on a TPU VM (tpu='' raises ValueError today) and options.autotune.enabled (the old options.experimental_optimization.autotune raises AttributeError in TF 2.21).</source>
        <translation>請使用 tf.distribute.TPUStrategy（tf.distribute.experimental.TPUStrategy 已淘汰）、在 TPU VM 上使用 TPUClusterResolver(tpu='local')（現在 tpu='' 會引發 ValueError），以及 options.autotune.enabled（舊的 options.experimental_optimization.autotune 在 TF 2.21 會引發 AttributeError）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="547"/>
        <source>options.experimental_optimization.autotune fails</source>
        <translation>options.experimental_optimization.autotune 已無法使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="548"/>
        <source>on TensorFlow {version} it raises AttributeError ({error}); the pipeline uses options.autotune.enabled.</source>
        <translation>在 TensorFlow {version} 上它會引發 AttributeError（{error}）；本管線改用 options.autotune.enabled。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="563"/>
        <source>TPUClusterResolver(tpu='') fails</source>
        <translation>TPUClusterResolver(tpu='') 已無法使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="564"/>
        <source>on TensorFlow {version} it raises ValueError ({error}); on a TPU VM use tpu='local'.</source>
        <translation>在 TensorFlow {version} 上它會引發 ValueError（{error}）；在 TPU VM 上請使用 tpu='local'。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="579"/>
        <source>tf.distribute.TPUStrategy, not the experimental one</source>
        <translation>請用 tf.distribute.TPUStrategy，而不是實驗版</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="580"/>
        <source>tf.distribute.experimental.TPUStrategy is the deprecated endpoint; tf.distribute.TPUStrategy is current.</source>
        <translation>tf.distribute.experimental.TPUStrategy 是已淘汰的介面；現行的是 tf.distribute.TPUStrategy。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="358"/>
        <source>The pipeline keeps up with the model: spend effort on the model, not the input.</source>
        <translation>輸入管線跟得上模型：請把心力放在模型上，而不是輸入。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="362"/>
        <source>Put prefetch(AUTOTUNE) last so input preparation overlaps the step.</source>
        <translation>把 prefetch(AUTOTUNE) 放在最後，讓輸入準備與訓練步驟重疊進行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="365"/>
        <source>Raise map num_parallel_calls (AUTOTUNE) so examples are decoded in parallel.</source>
        <translation>提高 map 的 num_parallel_calls（AUTOTUNE），讓樣本平行解碼。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="368"/>
        <source>Cache after the deterministic map if the decoded data fits in RAM.</source>
        <translation>如果解碼後的資料放得進 RAM，就在固定不變的 map 之後快取。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="371"/>
        <source>Interleave the files with parallel calls to hide read latency.</source>
        <translation>用平行呼叫的 interleave 交錯讀取檔案，隱藏讀取延遲。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="373"/>
        <source>Give tf.data a private thread pool (8-16) so slow reads overlap.</source>
        <translation>給 tf.data 一個專用執行緒集區（8-16 個），讓慢速讀取重疊進行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="374"/>
        <source>Run Tune: it measures parallelism, cycle_length, prefetch and cache placement.</source>
        <translation>執行「調整」：它會實際量測平行度、cycle_length、prefetch 與 cache 的位置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/arrays.py" line="34"/>
        <source>expected an array of images (N, H, W[, C]), got shape {shape}</source>
        <translation>需要圖片陣列 (N, H, W[, C])，實際形狀為 {shape}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/arrays.py" line="66"/>
        <source>the labels in {file} go down to {low}; labels are class numbers from 0 to data.classes - 1 ({top}): fix the labels</source>
        <translation>{file} 中的標籤最小到 {low}；標籤是從 0 到 data.classes - 1（{top}）的類別編號：請修正標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/arrays.py" line="74"/>
        <source>the labels in {file} go up to {high}, but data.classes is {classes} (labels 0 to {top}); set data.classes to {need} or fix the labels</source>
        <translation>{file} 中的標籤最大到 {high}，但 data.classes 是 {classes}（標籤 0 到 {top}）；請把 data.classes 設為 {need}，或修正標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/arrays.py" line="117"/>
        <source>the {source} source has no separate validation files; leave it empty</source>
        <translation>{source} 來源沒有獨立的驗證檔案；請留空</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/arrays.py" line="124"/>
        <source>its examples have shape {val} but the training examples (data.path) have {train}; use the same shape</source>
        <translation>它的樣本形狀為 {val}，但訓練樣本（data.path）是 {train}；請使用相同的形狀</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/csv.py" line="57"/>
        <source>{file} is not a readable CSV table ({error}); check data.delimiter and data.skip_rows</source>
        <translation>{file} 不是可讀取的 CSV 表格（{error}）；請檢查 data.delimiter 與 data.skip_rows</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/csv.py" line="71"/>
        <source>{file} line {line} has {got} values where the header has {want}; fix or remove that row (or set data.skip_rows past lines that are not the table)</source>
        <translation>{file} 第 {line} 行有 {got} 個值，但標題列有 {want} 個；請修正或刪除該列（或把 data.skip_rows 設到略過非表格的行）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/csv.py" line="97"/>
        <source>no files match {pattern}; name a .csv file or a glob like data/part-*.csv</source>
        <translation>沒有檔案符合 {pattern}；請指定 .csv 檔案或像 data/part-*.csv 的萬用字元樣式</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/csv.py" line="98"/>
        <source>no files match {pattern} (a CSV file or glob like data.path)</source>
        <translation>沒有檔案符合 {pattern}（應為與 data.path 相同的 CSV 檔案或萬用字元樣式）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="34"/>
        <source>{path} is not a folder; name a folder with one sub-folder per class</source>
        <translation>{path} 不是資料夾；請指定每個類別各有一個子資料夾的資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="35"/>
        <source>folder not found: {path} (a folder with one sub-folder per class)</source>
        <translation>找不到資料夾：{path}（每個類別各有一個子資料夾的資料夾）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="36"/>
        <source>folder not found: {path} (a folder with one sub-folder per class, like data.path)</source>
        <translation>找不到資料夾：{path}（應為與 data.path 相同、每個類別一個子資料夾的資料夾）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="84"/>
        <source>the images source needs a folder; choose one</source>
        <translation>images 來源需要一個資料夾；請選擇一個</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="87"/>
        <source>folder not found: {path}</source>
        <translation>找不到資料夾：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="91"/>
        <source>{path} is a file; the images source needs a folder with one sub-folder per class (for example photos/cat/1.jpg, photos/dog/2.jpg)</source>
        <translation>{path} 是檔案；images 來源需要一個資料夾，每個類別一個子資料夾（例如 photos/cat/1.jpg、photos/dog/2.jpg）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="101"/>
        <source>{path} has no sub-folders; put each class's images in its own sub-folder (for example photos/cat/1.jpg)</source>
        <translation>{path} 沒有子資料夾；請把每個類別的圖片放在各自的子資料夾中（例如 photos/cat/1.jpg）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="122"/>
        <source>no PNG or JPEG images in the class folders of {path} ({skipped} other files skipped)</source>
        <translation>{path} 的類別資料夾中沒有 PNG 或 JPEG 圖片（略過了 {skipped} 個其他檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/images.py" line="242"/>
        <source>class folders {unknown} in {folder} are not classes of the training folder {train} ({classes}); rename or remove them</source>
        <translation>{folder} 中的類別資料夾 {unknown} 不是訓練資料夾 {train} 的類別（{classes}）；請重新命名或移除</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="27"/>
        <source>{path} is not a regular file; name an .npz file</source>
        <translation>{path} 不是一般檔案；請指定 .npz 檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="28"/>
        <source>file not found: {path} (an .npz file like data.path)</source>
        <translation>找不到檔案：{path}（應為與 data.path 相同的 .npz 檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="108"/>
        <source>the npz source needs a file; choose one</source>
        <translation>npz 來源需要一個檔案；請選擇一個</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="113"/>
        <source>file not found: {path}</source>
        <translation>找不到檔案：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="117"/>
        <source>{path} is not a readable .npz file ({error})</source>
        <translation>{path} 不是可讀取的 .npz 檔案（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="127"/>
        <source>no array {key} in {file}; it has {keys}</source>
        <translation>{file} 中沒有陣列 {key}；它有 {keys}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="137"/>
        <source>{labels} labels for {examples} examples in {file}</source>
        <translation>{file} 中有 {examples} 個樣本，卻有 {labels} 個標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/npz.py" line="143"/>
        <source>{file} holds no examples</source>
        <translation>{file} 中沒有任何樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/parquet.py" line="30"/>
        <source>{file} is not a readable Parquet file ({error})</source>
        <translation>{file} 不是可讀取的 Parquet 檔案（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/parquet.py" line="42"/>
        <source>no files match {pattern}; name a .parquet file or a glob like data/*.parquet</source>
        <translation>沒有檔案符合 {pattern}；請指定 .parquet 檔案或像 data/*.parquet 的萬用字元樣式</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/parquet.py" line="43"/>
        <source>no files match {pattern} (a Parquet file or glob like data.path)</source>
        <translation>沒有檔案符合 {pattern}（應為與 data.path 相同的 Parquet 檔案或萬用字元樣式）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/table_summary.py" line="154"/>
        <source>the label column {column} holds text; a regression label is a number</source>
        <translation>標籤欄 {column} 含有文字；迴歸的標籤必須是數值</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/table_summary.py" line="161"/>
        <source>the label column {column} has no values</source>
        <translation>標籤欄 {column} 沒有任何值</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/table_summary.py" line="197"/>
        <source>the {source} source reads no table; a column summary is for csv and parquet</source>
        <translation>{source} 資料來源不讀取表格；欄位摘要只適用於 csv 與 parquet</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/table_summary.py" line="212"/>
        <location filename="../../tpugui/sources/tables.py" line="422"/>
        <source>its table has no column {name}, which the training table has</source>
        <translation>它的表格沒有訓練表格中的 {name} 欄</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="201"/>
        <source>{file} has the columns {columns}, unlike {first} ({first_columns})</source>
        <translation>{file} 的欄位是 {columns}，與 {first}（{first_columns}）不同</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="209"/>
        <source>{file} holds no rows</source>
        <translation>{file} 沒有任何資料列</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="215"/>
        <source>{file} has a column that is neither numbers nor text ({error})</source>
        <translation>{file} 有一個既不是數字也不是文字的欄位（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="231"/>
        <source>no column {name} in the table; it has {have}</source>
        <translation>表格中沒有 {name} 欄；它有 {have}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="239"/>
        <source>no column {names} in the table; it has {have}</source>
        <translation>表格中沒有 {names} 欄；它有 {have}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="247"/>
        <source>{name} is the label column; leave it out of the features</source>
        <translation>{name} 是標籤欄；請勿列入特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="251"/>
        <source>the table has no column besides the label</source>
        <translation>表格除了標籤欄之外沒有其他欄位</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="275"/>
        <source>{where}: {value} in column {column}, whose other values are numbers; fix it</source>
        <translation>{where}：{column} 欄的 {value}，而該欄其他值都是數字；請修正</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="283"/>
        <source>column {column} has {count} different text values, too many for a category (at most {most}); leave it out of data.features</source>
        <translation>{column} 欄有 {count} 種不同的文字值，作為類別太多（最多 {most}）；請把它排除在 data.features 之外</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="296"/>
        <source>{where} has no label (column {column}); fill it in or remove the row</source>
        <translation>{where} 沒有標籤（{column} 欄）；請填入或刪除該列</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="304"/>
        <source>{where}: {value} in column {column}; a regression target is a number</source>
        <translation>{where}：欄位 {column} 中的 {value}；迴歸目標必須是數字</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="312"/>
        <source>column {column} holds numbers; a multi-label column holds each row's labels as words separated by spaces (cat dog)</source>
        <translation>欄位 {column} 是數字；多標籤欄位要以空格分隔每列的標籤（例如 cat dog）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="323"/>
        <source>{where}: the label {value} is not a class number (0, 1, 2, ...)</source>
        <translation>{where}：標籤 {value} 不是類別編號（0、1、2……）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="381"/>
        <source>the {source} source needs a file or a glob; choose one</source>
        <translation>{source} 來源需要一個檔案或萬用字元樣式；請選擇</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="442"/>
        <source>column {column} holds no label in the training rows</source>
        <translation>欄位 {column} 在訓練資料列中沒有任何標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tables.py" line="462"/>
        <source>{where}: the label {value} is not a class of the training rows</source>
        <translation>{where}：標籤 {value} 不是訓練列中的類別</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="23"/>
        <source>{path} is not a folder; name the TFDS data_dir that holds the data set</source>
        <translation>{path} 不是資料夾；請指定存放資料集的 TFDS data_dir</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="24"/>
        <source>name the TFDS data set (for example mnist)</source>
        <translation>請指定 TFDS 資料集（例如 mnist）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="25"/>
        <source>no prepared data set {name} in {folder}; prepare it once where there is a network: python -c &quot;import tensorflow_datasets as tfds; tfds.builder('{name}', data_dir='{folder}').download_and_prepare()&quot;</source>
        <translation>{folder} 中沒有已準備好的資料集 {name}；請在有網路的地方先準備一次：python -c &quot;import tensorflow_datasets as tfds; tfds.builder('{name}', data_dir='{folder}').download_and_prepare()&quot;</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="87"/>
        <source>the tfds source needs its data_dir; choose the folder</source>
        <translation>tfds 來源需要它的 data_dir；請選擇資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="100"/>
        <source>{name} has no (input, label) pair (TFDS supervised_keys); choose another</source>
        <translation>{name} 沒有（輸入、標籤）配對（TFDS supervised_keys）；請選擇其他資料集</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="106"/>
        <source>{name} has no split {split}; it has {have}</source>
        <translation>{name} 沒有切分 {split}；它有 {have}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="126"/>
        <source>the images of {name} differ in size; give the size to resize them to</source>
        <translation>{name} 的影像大小不一；請指定要縮放成的大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfds.py" line="133"/>
        <source>{split} holds no examples</source>
        <translation>{split} 沒有任何樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="29"/>
        <source>no files match {pattern}; check the path (a glob like data/train-*.tfrecord, relative to the job file)</source>
        <translation>沒有檔案符合 {pattern}；請檢查路徑（像 data/train-*.tfrecord 的萬用字元樣式，相對於工作檔）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="33"/>
        <source>no files match {pattern} (a TFRecord glob like data.path)</source>
        <translation>沒有檔案符合 {pattern}（應為與 data.path 相同的 TFRecord 萬用字元樣式）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="55"/>
        <source>the tfrecord source needs a file pattern; for example data/train-*.tfrecord</source>
        <translation>tfrecord 來源需要一個檔案樣式；例如 data/train-*.tfrecord</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="62"/>
        <source>no files match {pattern}; check the folder and the pattern (for example data/train-*.tfrecord)</source>
        <translation>沒有檔案符合 {pattern}；請檢查資料夾與樣式（例如 data/train-*.tfrecord）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="70"/>
        <source>{path} cannot be read (permission denied)</source>
        <translation>無法讀取 {path}（權限不足）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="95"/>
        <source>{path}: record {record} is corrupt or the file is not a TFRecord ({error}); re-write or remove that file</source>
        <translation>{path}：第 {record} 筆記錄已損壞，或這個檔案不是 TFRecord（{error}）；請重新寫入或移除這個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="105"/>
        <source>the {count} matching files hold no records</source>
        <translation>符合的 {count} 個檔案中沒有任何記錄</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="110"/>
        <source>{path}: the records are not tf.train.Example protos</source>
        <translation>{path}：記錄不是 tf.train.Example protobuf</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="115"/>
        <source>no feature {name} in {path}; the records have: {have}</source>
        <translation>{path} 中沒有特徵 {name}；記錄中有：{have}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="127"/>
        <source>{name} in {path} is not a bytes feature; choose the feature that holds the encoded image</source>
        <translation>{path} 中的 {name} 不是 bytes 特徵；請選擇存放編碼圖片的特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="139"/>
        <source>{name} in {path} holds {kind} values; set label_dtype to {want}</source>
        <translation>{path} 中的 {name} 存放的是 {kind} 值；請把 label_dtype 設為 {want}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="151"/>
        <source>raw images need their shape [H, W, C]</source>
        <translation>raw 圖片需要指定形狀 [H, W, C]</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="156"/>
        <source>{shape} needs {need} bytes a record but {path} record 1 holds {have}</source>
        <translation>{shape} 每筆記錄需要 {need} 位元組，但 {path} 的第 1 筆記錄有 {have} 位元組</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="169"/>
        <source>record 1 of {path} is not a {encoding} image; choose png, jpeg or raw</source>
        <translation>{path} 的第 1 筆記錄不是 {encoding} 圖片；請選擇 png、jpeg 或 raw</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="196"/>
        <source>not every record has a single int64 {name} ({error})</source>
        <translation>並非每筆記錄都有單一的 int64 {name}（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="279"/>
        <source>its images are {val} (H, W, C) but the training images (data.path) are {train}; use the same kind of images</source>
        <translation>它的圖片是 {val}（H, W, C），但訓練圖片（data.path）是 {train}；請使用同一種圖片</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="331"/>
        <source>Interleave the files</source>
        <translation>用 interleave 交錯讀取檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="332"/>
        <source>the data is in {files} files read one after the other; interleave reads several at once and hides each file's open and read latency.</source>
        <translation>資料分散在 {files} 個檔案中，目前逐一讀取；interleave 會同時讀取好幾個檔案，隱藏每個檔案開啟與讀取的延遲。</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="337"/>
        <source>Add interleave first</source>
        <translation>在最前面加上 interleave</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="345"/>
        <source>interleave belongs first</source>
        <translation>interleave 應該放在第一個</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="346"/>
        <source>interleave reads the files, so it is the first stage (tpugui applies it where the files are read wherever it is listed).</source>
        <translation>interleave 負責讀取檔案，所以是第一個階段（不論列在哪裡，tpugui 都會在讀取檔案的地方套用它）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="351"/>
        <source>Move interleave first</source>
        <translation>把 interleave 移到最前面</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="368"/>
        <source>cycle_length is above the number of files</source>
        <translation>cycle_length 大於檔案數量</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="369"/>
        <source>cycle_length {cycle} asks for more files at once than the {files} there are; the extra slots stay empty.</source>
        <translation>cycle_length {cycle} 要求同時讀取的檔案數，比現有的 {files} 個還多；多出來的位置只會閒置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/sources/tfrecord.py" line="374"/>
        <source>Set cycle_length to {files}</source>
        <translation>把 cycle_length 設為 {files}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/driver.py" line="100"/>
        <location filename="../../tpugui/sweep/driver.py" line="102"/>
        <source>must be 1 or more, got {n}</source>
        <translation>必須為 1 以上，目前為 {n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/driver.py" line="109"/>
        <source>{metric} needs validation data: set data.validation_split above 0 (or data.validation_path), or sweep a training metric</source>
        <translation>{metric} 需要驗證資料：請將 data.validation_split 設為大於 0（或設定 data.validation_path），或改為掃描訓練指標</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/driver.py" line="281"/>
        <source>study {study} {direction}s its metric, this job would {other} it: name another study</source>
        <translation>研究 {study} 對其指標做 {direction}，此工作則會做 {other}：請指定另一個研究</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/driver.py" line="292"/>
        <source>study {study} was started with another sweep.{what}; resume it with the same job or name another study</source>
        <translation>研究 {study} 是以不同的 sweep.{what} 開始的；請用相同的工作繼續，或指定另一個研究</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="79"/>
        <source>not a legal value</source>
        <translation>不是合法的值</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="87"/>
        <source>not a job key; did you mean {close}?</source>
        <translation>不是工作設定鍵；你是指 {close} 嗎？</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="90"/>
        <source>not a job key; a space key is a dotted job key such as train.learning_rate</source>
        <translation>不是工作設定鍵；搜尋空間的鍵是以點分隔的工作設定鍵，例如 train.learning_rate</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="95"/>
        <source>choices must be a non-empty list, got {got}</source>
        <translation>choices 必須是非空的清單，目前為 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="101"/>
        <source>choice {got}: a choice is a number, text or true/false</source>
        <translation>選項 {got}：選項必須是數字、文字或 true/false</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="110"/>
        <source>choice {got} is not legal here: {why}</source>
        <translation>選項 {got} 在此不合法：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="115"/>
        <source>choices must differ from one another</source>
        <translation>各選項必須互不相同</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="129"/>
        <source>a range needs both low and high (or give choices)</source>
        <translation>範圍需要同時有 low 與 high（或改給 choices）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="135"/>
        <source>a number</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="135"/>
        <source>a whole number</source>
        <translation>整數</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="138"/>
        <source>{name} must be {what}, got {got}</source>
        <translation>{name} 必須是{what}，目前為 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="144"/>
        <source>{name} must be finite, got {got}</source>
        <translation>{name} 必須是有限值，目前為 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="147"/>
        <source>log must be true or false, got {got}</source>
        <translation>log 必須是 true 或 false，目前為 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="154"/>
        <source>low must be below high, got low {low} and high {high}</source>
        <translation>low 必須小於 high，目前 low 為 {low}、high 為 {high}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="159"/>
        <source>step must be above 0, got {got}</source>
        <translation>step 必須大於 0，目前為 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="161"/>
        <source>a range is either log or stepped, not both</source>
        <translation>範圍只能是對數或有步長，不能兩者皆是</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="164"/>
        <source>a log range needs low above 0, got {got}</source>
        <translation>對數範圍的 low 必須大於 0，目前為 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="171"/>
        <source>{name} {got} is not legal here: {why}</source>
        <translation>{name} {got} 在此不合法：{why}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="192"/>
        <source>is empty: name the job keys to search, e.g. &quot;train.learning_rate&quot; = {{ low = 1e-4, high = 1e-2, log = true }}</source>
        <translation>是空的：請列出要搜尋的工作設定鍵，例如 &quot;train.learning_rate&quot; = {{ low = 1e-4, high = 1e-2, log = true }}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="209"/>
        <source>a trial runs on this computer: [remote] keys are not searched</source>
        <translation>試驗在這台電腦上執行：不搜尋 [remote] 的設定鍵</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="219"/>
        <source>unknown field {name}; a range is low, high (with log or step), a set is choices</source>
        <translation>未知的欄位 {name}；範圍由 low、high（加上 log 或 step）組成，集合則用 choices</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="230"/>
        <source>give either choices or a range (low, high), not both</source>
        <translation>請給 choices 或範圍（low、high）其中之一，不要兩者都給</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/space.py" line="243"/>
        <source>{key} is not a number: give its values as choices = [...]</source>
        <translation>{key} 不是數字：請以 choices = [...] 列出它的值</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/storage.py" line="37"/>
        <source>{name!r} cannot name a study: use letters, digits, '.', '-' and '_' (at most 128, starting with a letter or digit)</source>
        <translation>{name!r} 不能當作研究名稱：請使用字母、數字、'.'、'-' 與 '_'（最多 128 個字元，以字母或數字開頭）</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/storage.py" line="77"/>
        <source>{path} is a folder; name a journal file</source>
        <translation>{path} 是資料夾；請指定一個日誌檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/storage.py" line="85"/>
        <source>cannot create {path}: {error}</source>
        <translation>無法建立 {path}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/sweep/storage.py" line="123"/>
        <source>another tpugui sweep (process {pid}) is running this study; wait for it or stop it</source>
        <translation>另一個 tpugui 掃描（程序 {pid}）正在執行此研究；請等待它結束或停止它</translation>
    </message>
    <message>
        <location filename="../../tpugui/tasks.py" line="50"/>
        <source>Accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/tasks.py" line="51"/>
        <source>Accuracy per label</source>
        <translation>各標籤準確率</translation>
    </message>
    <message>
        <location filename="../../tpugui/tasks.py" line="52"/>
        <source>R²</source>
        <translation>R²</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="38"/>
        <source>interleave: read several files at once</source>
        <translation>interleave：同時讀取多個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="39"/>
        <source>map: resize, normalise, augment</source>
        <translation>map：縮放、正規化、資料擴增</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="40"/>
        <source>cache: keep examples after epoch 1</source>
        <translation>cache：第 1 個 epoch 後保留樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="41"/>
        <source>shuffle: mix the examples</source>
        <translation>shuffle：打亂樣本順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="42"/>
        <source>repeat: go round again</source>
        <translation>repeat：重複讀取資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="43"/>
        <source>batch: group examples</source>
        <translation>batch：把樣本組成批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="44"/>
        <source>prefetch: prepare ahead of the step</source>
        <translation>prefetch：在訓練步驟前先準備好</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="57"/>
        <source>Pipeline stages in order</source>
        <translation>依順序排列的資料管線階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="64"/>
        <source>▲ Up</source>
        <translation>▲ 上移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="66"/>
        <source>Move the stage up</source>
        <translation>將階段上移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="67"/>
        <source>▼ Down</source>
        <translation>▼ 下移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="69"/>
        <source>Move the stage down</source>
        <translation>將階段下移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="187"/>
        <source>Data source</source>
        <translation>資料來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="193"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="196"/>
        <source>digits</source>
        <translation>digits（手寫數字）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="197"/>
        <source>synthetic</source>
        <translation>synthetic（合成資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="198"/>
        <source>npz</source>
        <translation>npz（NumPy 檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="199"/>
        <source>images</source>
        <translation>images（影像資料夾）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="200"/>
        <source>tfrecord</source>
        <translation>tfrecord（TFRecord 檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="203"/>
        <source>digits: scikit-learn's handwritten digits; synthetic: generated; npz: a NumPy file; images: a folder with one sub-folder per class; tfrecord: a file glob</source>
        <translation>digits：scikit-learn 的手寫數字；synthetic：程式產生的資料；npz：NumPy 檔案；images：每個類別一個子資料夾的影像資料夾；tfrecord：檔案萬用字元樣式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="212"/>
        <source>file, folder or glob (data/train-*.tfrecord)</source>
        <translation>檔案、資料夾或萬用字元樣式（data/train-*.tfrecord）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="213"/>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="215"/>
        <source>Browse for the data path</source>
        <translation>瀏覽資料路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="223"/>
        <source>Path</source>
        <translation>路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="225"/>
        <source>relative paths are relative to the job file</source>
        <translation>相對路徑以工作檔所在位置為準</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="232"/>
        <source>Shape</source>
        <translation>形狀</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="234"/>
        <source>synthetic example shape, e.g. 8, 8, 1</source>
        <translation>合成樣本的形狀，例如 8, 8, 1</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="236"/>
        <source>Classes</source>
        <translation>類別數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="237"/>
        <source>Examples</source>
        <translation>樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="242"/>
        <source>Seed</source>
        <translation>亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="244"/>
        <source>the seed of the data and of the validation split</source>
        <translation>資料與驗證集切分所用的亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="247"/>
        <source>Images array</source>
        <translation>影像陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="247"/>
        <source>the npz array of images</source>
        <translation>npz 檔中存放影像的陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="250"/>
        <source>Labels array</source>
        <translation>標籤陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="250"/>
        <source>the npz array of labels</source>
        <translation>npz 檔中存放標籤的陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="256"/>
        <source>Image feature</source>
        <translation>影像特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="258"/>
        <source>the tf.train.Example feature holding the encoded image</source>
        <translation>存放編碼影像的 tf.train.Example 特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="264"/>
        <source>Image encoding</source>
        <translation>影像編碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="265"/>
        <source>jpeg</source>
        <translation>jpeg</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="265"/>
        <source>png</source>
        <translation>png</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="265"/>
        <source>raw</source>
        <translation>raw（未壓縮位元組）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="271"/>
        <source>Image shape</source>
        <translation>影像形狀</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="273"/>
        <source>H, W, C: needed for raw bytes; for png/jpeg it resizes (empty = as stored)</source>
        <translation>H, W, C：raw 位元組必填；png／jpeg 會縮放成此大小（留空＝維持原樣）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="275"/>
        <source>Label feature</source>
        <translation>標籤特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="280"/>
        <source>Label type</source>
        <translation>標籤型別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="281"/>
        <source>float32</source>
        <translation>float32</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="281"/>
        <source>int64</source>
        <translation>int64</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="284"/>
        <source>Decode to</source>
        <translation>解碼成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="284"/>
        <source>H, W of decoded images</source>
        <translation>解碼後影像的 H, W</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="289"/>
        <source>Validation share</source>
        <translation>驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="294"/>
        <source>Stages (in order; tick to use, drag or ▲▼ to move)</source>
        <translation>階段（依順序；勾選即使用，拖曳或按 ▲▼ 調整順序）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="303"/>
        <source>Stage settings</source>
        <translation>階段設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="305"/>
        <source>AUTOTUNE</source>
        <translation>AUTOTUNE</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="310"/>
        <source>interleave cycle_length</source>
        <translation>interleave cycle_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="312"/>
        <source>files read at once</source>
        <translation>同時讀取的檔案數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="314"/>
        <source>interleave block_length</source>
        <translation>interleave block_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="319"/>
        <source>interleave parallel calls</source>
        <translation>interleave 平行呼叫數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="321"/>
        <source>at most cycle_length</source>
        <translation>不可超過 cycle_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="327"/>
        <source>interleave deterministic</source>
        <translation>interleave 固定順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="328"/>
        <source>keep the file order</source>
        <translation>保持檔案順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="331"/>
        <source>H, W (0, 0 = keep)</source>
        <translation>H, W（0, 0＝不縮放）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="331"/>
        <source>map: resize to</source>
        <translation>map：縮放成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="337"/>
        <source>map: normalise</source>
        <translation>map：正規化</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="338"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="338"/>
        <source>standardize</source>
        <translation>standardize（標準化）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="338"/>
        <source>unit</source>
        <translation>unit（縮放到 0–1）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="339"/>
        <source>unit: to [0, 1]; standardize: mean 0, variance 1 per image</source>
        <translation>unit：縮放到 [0, 1]；standardize：每張影像平均值 0、變異數 1</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="341"/>
        <source>left-right</source>
        <translation>左右翻轉</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="341"/>
        <source>map: random flip</source>
        <translation>map：隨機翻轉</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="343"/>
        <source>map parallel calls</source>
        <translation>map 平行呼叫數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="345"/>
        <source>'memory' or a file path</source>
        <translation>「memory」（記憶體）或檔案路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="345"/>
        <source>cache</source>
        <translation>cache 快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="346"/>
        <source>shuffle buffer</source>
        <translation>shuffle 緩衝區</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="348"/>
        <source>shuffle seed</source>
        <translation>shuffle 亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="351"/>
        <source>each epoch</source>
        <translation>每個 epoch</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="351"/>
        <source>reshuffle</source>
        <translation>重新洗牌</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="354"/>
        <source>forever</source>
        <translation>無限次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="354"/>
        <source>repeat</source>
        <translation>repeat 重複</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="360"/>
        <source>batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="362"/>
        <source>the global batch (split over the replicas)</source>
        <translation>全域批次（平均分給各副本）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="368"/>
        <source>drop remainder</source>
        <translation>捨棄餘數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="369"/>
        <source>static batch shape (TPU/XLA)</source>
        <translation>固定批次形狀（TPU／XLA）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="371"/>
        <source>prefetch</source>
        <translation>prefetch 預取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="375"/>
        <source>Dataset options</source>
        <translation>資料集選項</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="378"/>
        <source>autotune</source>
        <translation>自動調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="378"/>
        <source>options.autotune.enabled</source>
        <translation>options.autotune.enabled</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="381"/>
        <source>CPU budget</source>
        <translation>CPU 預算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="381"/>
        <location filename="../../tpugui/qt/pipeline_form.py" line="388"/>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="387"/>
        <source>RAM budget (bytes)</source>
        <translation>記憶體預算（位元組）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="391"/>
        <source>deterministic</source>
        <translation>固定順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="391"/>
        <source>keep the order</source>
        <translation>保持順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="397"/>
        <source>private thread pool</source>
        <translation>專用執行緒池</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="398"/>
        <source>shared pool</source>
        <translation>共用執行緒池</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="399"/>
        <source>threads of a pool for this dataset only</source>
        <translation>只給這個資料集使用的執行緒數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="405"/>
        <source>distribute</source>
        <translation>分散方式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="406"/>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="406"/>
        <source>dataset</source>
        <translation>dataset（分散資料集）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="406"/>
        <source>function</source>
        <translation>function（由函式產生）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="407"/>
        <source>dataset: experimental_distribute_dataset; function: distribute_datasets_from_function with the per-replica batch</source>
        <translation>dataset：experimental_distribute_dataset；function：distribute_datasets_from_function，使用每個副本的批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="419"/>
        <source>Images folder</source>
        <translation>影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="421"/>
        <source>Data file</source>
        <translation>資料檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="99"/>
        <source>Problems with the form</source>
        <translation>表單中的問題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="108"/>
        <source>Generated Python code</source>
        <translation>產生的 Python 程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="111"/>
        <source>Copy code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="113"/>
        <source>Copy the code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="135"/>
        <source>Pipeline results</source>
        <translation>管線結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="137"/>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="127"/>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="138"/>
        <source>Code</source>
        <translation>程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="139"/>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="64"/>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="140"/>
        <source>Bench &amp;&amp; Tune</source>
        <translation>效能測試 &amp;&amp; 調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="156"/>
        <source>&lt;h2&gt;Pipeline&lt;/h2&gt;Assemble the tf.data input pipeline the TPU guides teach, see its code, and measure whether it keeps the accelerator fed.</source>
        <translation>&lt;h2&gt;資料管線&lt;/h2&gt;組出 TPU 教學中介紹的 tf.data 輸入管線，查看它的程式碼，並測量它能否持續餵飽加速器。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="188"/>
        <source>The pipeline {task} is running.</source>
        <translation>資料管線的「{task}」正在執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="235"/>
        <source>a TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="235"/>
        <source>this machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="238"/>
        <source>Distribution: {replicas} replicas on {where}</source>
        <translation>分散方式：在{where}上使用 {replicas} 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="240"/>
        <source>Distribution: 1 replica on {where}</source>
        <translation>分散方式：在{where}上使用 1 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="242"/>
        <source> (from the Devices page)</source>
        <translation>（來自「裝置」頁面）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="260"/>
        <location filename="../../tpugui/qt/pipeline_page.py" line="304"/>
        <source>Pipeline: {what}</source>
        <translation>資料管線：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="270"/>
        <source>Pipeline: wait for the running measurement or cancel it</source>
        <translation>資料管線：請等候進行中的測量完成，或將它取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="315"/>
        <source>Reading the first examples…</source>
        <translation>正在讀取前幾筆樣本…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="320"/>
        <source>The first {n} training examples</source>
        <translation>前 {n} 筆訓練樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="327"/>
        <source>Measuring…</source>
        <translation>測量中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="340"/>
        <source>Trial {i}: {score} examples/s with {config}</source>
        <translation>第 {i} 次嘗試：每秒 {score} 筆樣本，設定為 {config}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="350"/>
        <source>Tuning…</source>
        <translation>調整中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="361"/>
        <source>&lt;b&gt;Best: {best} examples/s&lt;/b&gt; ({speedup}x the current {start}) with {config}; {n} configurations measured</source>
        <translation>&lt;b&gt;最佳：每秒 {best} 筆樣本&lt;/b&gt;（目前 {start} 的 {speedup} 倍），設定為 {config}；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="371"/>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="379"/>
        <source>Pipeline: applied the tuned configuration</source>
        <translation>資料管線：已套用調整後的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="32"/>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="33"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="34"/>
        <source>Tip</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="64"/>
        <source>Show the first examples</source>
        <translation>顯示前幾筆樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="66"/>
        <source>Shows the first examples after the map stage, with their labels.</source>
        <translation>顯示經過 map 階段後的前幾筆樣本及其標籤。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="73"/>
        <source>Element shapes and dtypes</source>
        <translation>元素的形狀與資料型別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="93"/>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="94"/>
        <source>label {label}</source>
        <translation>標籤 {label}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="100"/>
        <source>&lt;b&gt;One example&lt;/b&gt; (after map): {spec}</source>
        <translation>&lt;b&gt;單筆樣本&lt;/b&gt;（map 之後）：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="102"/>
        <source>&lt;b&gt;One training element&lt;/b&gt;: {spec}</source>
        <translation>&lt;b&gt;單個訓練元素&lt;/b&gt;：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="104"/>
        <source>{train} training and {val} validation examples, {classes} classes</source>
        <translation>{train} 筆訓練樣本、{val} 筆驗證樣本，{classes} 個類別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="107"/>
        <source>, {n} files</source>
        <translation>，{n} 個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="142"/>
        <source>No advice: the pipeline follows the tf.data and TPU guides.</source>
        <translation>沒有建議：這條資料管線符合 tf.data 與 TPU 指南。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="144"/>
        <source>{errors} errors, {warnings} warnings, {tips} tips</source>
        <translation>{errors} 個錯誤、{warnings} 個警告、{tips} 個提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="168"/>
        <source>Fix</source>
        <translation>修正</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="170"/>
        <source>Fix: {what}</source>
        <translation>修正：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="179"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="180"/>
        <source>Pipeline</source>
        <translation>資料管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="181"/>
        <source>examples/s</source>
        <translation>樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="182"/>
        <source>batches/s</source>
        <translation>批次／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="183"/>
        <source>first batch</source>
        <translation>第一個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="184"/>
        <source>verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="193"/>
        <source>Bench</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="193"/>
        <source>Measure the pipeline's throughput</source>
        <translation>測量資料管線的吞吐量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="194"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="194"/>
        <source>Cancel the measurement</source>
        <translation>取消測量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="198"/>
        <source>Batches to time</source>
        <translation>要計時的批次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="201"/>
        <source> batches</source>
        <translation> 個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="202"/>
        <source>Search for the fastest configuration</source>
        <translation>搜尋最快的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="202"/>
        <source>Tune</source>
        <translation>調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="205"/>
        <source>Configurations the tuner may try</source>
        <translation>調整器可嘗試的設定數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="208"/>
        <source> tries</source>
        <translation> 次嘗試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="215"/>
        <source>Measurement progress</source>
        <translation>測量進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="219"/>
        <source>Bench measures examples/s after warm-up, the first-batch latency, and whether the model would wait for input.</source>
        <translation>效能測試會測量暖機後每秒處理的樣本數、第一個批次的延遲，以及模型是否會等待輸入資料。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="231"/>
        <source>Apply the best</source>
        <translation>套用最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="231"/>
        <source>Apply the best configuration found</source>
        <translation>套用找到的最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="240"/>
        <source>Past measurements</source>
        <translation>過去的測量結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="255"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="277"/>
        <source>the pipeline takes {batch:.2f} ms a batch; a model step on in-memory batches of the same shape takes {step:.2f} ms.</source>
        <translation>資料管線每個批次需要 {batch:.2f} ms；模型在相同形狀、已在記憶體中的批次上跑一步需要 {step:.2f} ms。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="284"/>
        <source>Measurement cancelled.</source>
        <translation>已取消測量。</translation>
    </message>
</context>
</TS>

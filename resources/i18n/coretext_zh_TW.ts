<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/job.py" line="156"/>
        <source>each stage may appear once; repeated: {stages}</source>
        <translation>每個階段只能出現一次；重複的有：{stages}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="185"/>
        <source>must be auto, cpu, gpu, tpu, mps or cuda:N, got {got}</source>
        <translation>必須是 auto、cpu、gpu、tpu、mps 或 cuda:N，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="198"/>
        <source>must be mlp, cnn, resnet or file:PATH, got {got}</source>
        <translation>必須是 mlp、cnn、resnet 或 file:路徑，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="288"/>
        <source>must be a positive integer, got {got}</source>
        <translation>必須是正整數，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="290"/>
        <source>must be greater than {bound}, got {got}</source>
        <translation>必須大於 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="293"/>
        <source>must be zero or more, got {got}</source>
        <translation>必須是 0 或更大，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="294"/>
        <source>must be at least {bound}, got {got}</source>
        <translation>至少要 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="296"/>
        <source>must be below {bound}, got {got}</source>
        <translation>必須小於 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="298"/>
        <source>must be at most {bound}, got {got}</source>
        <translation>最多 {bound}，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="300"/>
        <source>unknown key; remove it or check its spelling</source>
        <translation>未知的欄位；請刪除它或檢查拼字</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="302"/>
        <source>must be one of {expected}, got {got}</source>
        <translation>必須是 {expected} 其中之一，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="304"/>
        <source>must be an integer, got {got}</source>
        <translation>必須是整數，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="306"/>
        <source>must be a number, got {got}</source>
        <translation>必須是數字，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="308"/>
        <source>must be true or false, got {got}</source>
        <translation>必須是 true 或 false，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="310"/>
        <source>must be text, got {got}</source>
        <translation>必須是文字，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="312"/>
        <source>must be a list, got {got}</source>
        <translation>必須是清單，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="315"/>
        <source>must have at least {count} items, got {actual}</source>
        <translation>至少要有 {count} 項，目前有 {actual} 項</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="321"/>
        <source>must have at most {count} items, got {actual}</source>
        <translation>最多只能有 {count} 項，目前有 {actual} 項</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="331"/>
        <source>must be a table (section), got {got}</source>
        <translation>必須是一個表格（區段），目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="366"/>
        <source>must be 'autotune' or a positive integer, got {got}</source>
        <translation>必須是 'autotune' 或正整數，目前是 {got}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="395"/>
        <source>not valid TOML: {error}</source>
        <translation>不是有效的 TOML：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="404"/>
        <source>file not found; check the path</source>
        <translation>找不到檔案；請檢查路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="406"/>
        <source>cannot be read: {reason}</source>
        <translation>無法讀取：{reason}</translation>
    </message>
    <message>
        <location filename="../../tpugui/job.py" line="412"/>
        <source>not UTF-8 text (bad byte at line {line}); save the file as UTF-8</source>
        <translation>不是 UTF-8 文字（第 {line} 行有無效的位元組）；請以 UTF-8 編碼儲存檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="200"/>
        <source>Add prefetch as the last stage</source>
        <translation>把 prefetch 加為最後一個階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="201"/>
        <source>prefetch overlaps preparing the next batch with the training step; without it the accelerator waits for every batch.</source>
        <translation>prefetch 讓下一個批次的準備與訓練步驟同時進行；少了它，加速器每個批次都得等待。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="206"/>
        <source>Add prefetch at the end</source>
        <translation>在最後加上 prefetch</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="213"/>
        <source>Put prefetch last</source>
        <translation>把 prefetch 放在最後</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="214"/>
        <source>prefetch only overlaps the stages before it; after it, {stages} run in the training step's time.</source>
        <translation>prefetch 只能與它之前的階段重疊；放在它之後的 {stages} 會佔用訓練步驟的時間。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="219"/>
        <source>Move prefetch to the end</source>
        <translation>把 prefetch 移到最後</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="227"/>
        <source>Shuffle before batch</source>
        <translation>先 shuffle 再 batch</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="228"/>
        <source>shuffle after batch mixes whole batches: the same examples always share a batch.</source>
        <translation>在 batch 之後 shuffle 只會打亂整個批次的順序：同樣的樣本永遠在同一個批次裡。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="230"/>
        <source>Move shuffle before batch</source>
        <translation>把 shuffle 移到 batch 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="237"/>
        <source>Shuffle before repeat</source>
        <translation>先 shuffle 再 repeat</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="238"/>
        <source>shuffle after repeat blurs the epoch boundaries: some examples are seen twice before others are seen once.</source>
        <translation>在 repeat 之後 shuffle 會模糊各個訓練週期的界線：有些樣本已經出現兩次，其他樣本卻一次都還沒出現。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="243"/>
        <source>Move shuffle before repeat</source>
        <translation>把 shuffle 移到 repeat 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="251"/>
        <source>cache after an endless repeat never finishes</source>
        <translation>放在無限 repeat 之後的 cache 永遠無法完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="252"/>
        <source>the cache is filled until the data set ends, and a repeat forever never ends: memory grows until the process dies.</source>
        <translation>快取會一直填到資料集結束為止，而無限重複的資料集永遠不會結束：記憶體會持續增加，直到程式當掉。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="257"/>
        <source>Move cache before repeat</source>
        <translation>把 cache 移到 repeat 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="264"/>
        <source>Cache before shuffle</source>
        <translation>先 cache 再 shuffle</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="265"/>
        <source>a cache after shuffle stores the first epoch's order: every later epoch sees the examples in the same order.</source>
        <translation>放在 shuffle 之後的 cache 會記住第一個訓練週期的順序：之後每個週期看到的樣本順序都一樣。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="270"/>
        <source>Move cache before shuffle</source>
        <translation>把 cache 移到 shuffle 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="278"/>
        <source>The random flip is cached: every epoch sees the same flips</source>
        <translation>隨機翻轉被快取了：每個訓練週期看到的翻轉都相同</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="279"/>
        <source>cache stores the map's output, random augmentation included; cache before random augmentation so each epoch draws new flips.</source>
        <translation>cache 會存下 map 的輸出，連隨機資料擴增的結果也一起存下；請在隨機擴增之前快取，讓每個訓練週期都產生新的翻轉。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="284"/>
        <source>Move cache before map</source>
        <translation>把 cache 移到 map 之前</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="291"/>
        <source>Cache after the deterministic map</source>
        <translation>在固定不變的 map 之後快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="292"/>
        <source>the map (resize, normalise) gives the same output every epoch; caching after it saves that work from the second epoch on.</source>
        <translation>map（縮放、正規化）每個訓練週期的輸出都相同；在它之後快取，從第二個週期起就能省下這些運算。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="297"/>
        <source>Move cache after map</source>
        <translation>把 cache 移到 map 之後</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="306"/>
        <source>The memory cache may not fit in RAM</source>
        <translation>記憶體快取可能放不進 RAM</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="307"/>
        <source>caching {count} examples takes about {need}; {available} is available. Cache to a file instead.</source>
        <translation>快取 {count} 個樣本約需 {need}；目前可用 {available}。請改為快取到檔案。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="312"/>
        <source>Cache to the file train.cache</source>
        <translation>快取到檔案 train.cache</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="322"/>
        <source>Cache the decoded examples</source>
        <translation>快取解碼後的樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="323"/>
        <source>reading and decoding files is the costly part; if the decoded data fits in RAM (or on a local disk), cache after the map and each epoch after the first is free.</source>
        <translation>讀取與解碼檔案是最耗時的部分；如果解碼後的資料放得進 RAM（或本機磁碟），在 map 之後快取，第一個訓練週期之後就幾乎不花時間。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="328"/>
        <source>Add cache after map</source>
        <translation>在 map 之後加上 cache</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="337"/>
        <source>Interleave the files</source>
        <translation>用 interleave 交錯讀取檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="338"/>
        <source>the data is in {files} files read one after the other; interleave reads several at once and hides each file's open and read latency.</source>
        <translation>資料分散在 {files} 個檔案中，目前逐一讀取；interleave 會同時讀取好幾個檔案，隱藏每個檔案開啟與讀取的延遲。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="343"/>
        <source>Add interleave first</source>
        <translation>在最前面加上 interleave</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="351"/>
        <source>interleave belongs first</source>
        <translation>interleave 應該放在第一個</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="352"/>
        <source>interleave reads the files, so it is the first stage (tpugui applies it where the files are read wherever it is listed).</source>
        <translation>interleave 負責讀取檔案，所以是第一個階段（不論列在哪裡，tpugui 都會在讀取檔案的地方套用它）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="357"/>
        <source>Move interleave first</source>
        <translation>把 interleave 移到最前面</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="374"/>
        <source>cycle_length is above the number of files</source>
        <translation>cycle_length 大於檔案數量</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="375"/>
        <source>cycle_length {cycle} asks for more files at once than the {files} there are; the extra slots stay empty.</source>
        <translation>cycle_length {cycle} 要求同時讀取的檔案數，比現有的 {files} 個還多；多出來的位置只會閒置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="380"/>
        <source>Set cycle_length to {files}</source>
        <translation>把 cycle_length 設為 {files}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="389"/>
        <source>interleave does nothing here</source>
        <translation>interleave 在這裡沒有作用</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="390"/>
        <source>the {source} source is a single in-memory array (or one file per example), not a set of shard files.</source>
        <translation>{source} 資料來源是單一的記憶體陣列（或每個樣本一個檔案），不是一組分片檔案。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="395"/>
        <source>Remove interleave</source>
        <translation>移除 interleave</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="408"/>
        <source>More parallel calls than cycle_length</source>
        <translation>平行呼叫數超過 cycle_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="409"/>
        <source>interleave_parallel_calls {calls} &gt; cycle_length {cycle}: tf.data refuses this with InvalidArgumentError.</source>
        <translation>interleave_parallel_calls {calls} &gt; cycle_length {cycle}：tf.data 會以 InvalidArgumentError 拒絕這個設定。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="414"/>
        <source>Set parallel calls to {cycle}</source>
        <translation>把平行呼叫數設為 {cycle}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="425"/>
        <source>The batch is larger than the data set</source>
        <translation>批次比資料集還大</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="426"/>
        <source>batch_size {batch} with drop_remainder and only {count} training examples: no batch is ever made.</source>
        <translation>batch_size 為 {batch}、開啟 drop_remainder，但只有 {count} 個訓練樣本：一個批次都湊不出來。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="431"/>
        <location filename="../../tpugui/pipeline/advice.py" line="459"/>
        <location filename="../../tpugui/pipeline/advice.py" line="476"/>
        <source>Set batch_size to {size}</source>
        <translation>把 batch_size 設為 {size}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="442"/>
        <source>Drop the remainder on TPU/XLA (static shapes)</source>
        <translation>在 TPU/XLA 上捨棄不足的批次（靜態形狀）</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="443"/>
        <source>XLA compiles for one batch shape; a smaller last batch triggers a recompilation (TPUs need static shapes).</source>
        <translation>XLA 只針對一種批次形狀編譯；最後一個較小的批次會觸發重新編譯（TPU 需要靜態形狀）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="448"/>
        <source>Turn drop_remainder on</source>
        <translation>開啟 drop_remainder</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="456"/>
        <source>The global batch must divide by the replica count</source>
        <translation>全域批次大小必須能被副本數整除</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="457"/>
        <source>batch_size {batch} over {replicas} replicas leaves replicas with unequal batches.</source>
        <translation>batch_size {batch} 分給 {replicas} 個副本，各副本拿到的批次大小會不一樣。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="470"/>
        <source>128 examples per TPU core is the usual start</source>
        <translation>每個 TPU 核心 128 個樣本是常見的起點</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="471"/>
        <source>{batch} over {replicas} cores is {per_core} per core; TPU matrix units are 128 wide and small batches leave them idle.</source>
        <translation>{batch} 分給 {replicas} 個核心，每個核心 {per_core} 個；TPU 的矩陣單元寬度是 128，批次太小會讓它們閒置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="489"/>
        <source>The shuffle buffer is small</source>
        <translation>shuffle 緩衝區太小</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="490"/>
        <source>a buffer of {buffer} over {count} examples only mixes neighbours; a buffer as large as the data set (if it fits) shuffles fully.</source>
        <translation>{count} 個樣本只用 {buffer} 的緩衝區，只會打亂相鄰的樣本；緩衝區和資料集一樣大（放得下的話）才能完全打亂。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="495"/>
        <source>Set the buffer to {size}</source>
        <translation>把緩衝區設為 {size}</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="505"/>
        <source>A private thread pool for latency-bound reads</source>
        <translation>為受延遲限制的讀取使用專用執行緒集區</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="506"/>
        <source>tf.data's thread pool has {cpus} threads here, so at most {cpus} file reads wait at once whatever num_parallel_calls says; a private pool of 16 lets slow reads overlap (Tune measures it).</source>
        <translation>這台機器上 tf.data 的執行緒集區只有 {cpus} 個執行緒，所以不論 num_parallel_calls 設多少，最多只有 {cpus} 個檔案讀取同時等待；16 個執行緒的專用集區能讓慢速讀取重疊進行（「調整」會實際量測）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="512"/>
        <source>Use a private pool of 16</source>
        <translation>使用 16 個執行緒的專用集區</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="525"/>
        <source>AUTOTUNE values with autotuning off</source>
        <translation>設了 AUTOTUNE 卻關閉了自動調校</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="526"/>
        <source>some stages ask for AUTOTUNE but options.autotune.enabled is off, so tf.data does not tune them.</source>
        <translation>有些階段設為 AUTOTUNE，但 options.autotune.enabled 已關閉，所以 tf.data 不會調校它們。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="531"/>
        <source>Turn autotune on</source>
        <translation>開啟自動調校</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="538"/>
        <source>Current APIs for TPUs and tf.data options</source>
        <translation>TPU 與 tf.data 選項的現行 API</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="539"/>
        <source>use tf.distribute.TPUStrategy (tf.distribute.experimental.TPUStrategy is deprecated), TPUClusterResolver(tpu='local') on a TPU VM (tpu='' raises ValueError today) and options.autotune.enabled (the old options.experimental_optimization.autotune raises AttributeError in TF 2.21).</source>
        <translation>請使用 tf.distribute.TPUStrategy（tf.distribute.experimental.TPUStrategy 已淘汰）、在 TPU VM 上使用 TPUClusterResolver(tpu='local')（現在 tpu='' 會引發 ValueError），以及 options.autotune.enabled（舊的 options.experimental_optimization.autotune 在 TF 2.21 會引發 AttributeError）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="568"/>
        <source>options.experimental_optimization.autotune fails</source>
        <translation>options.experimental_optimization.autotune 已無法使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="569"/>
        <source>on TensorFlow {version} it raises AttributeError ({error}); the pipeline uses options.autotune.enabled.</source>
        <translation>在 TensorFlow {version} 上它會引發 AttributeError（{error}）；本管線改用 options.autotune.enabled。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="584"/>
        <source>TPUClusterResolver(tpu='') fails</source>
        <translation>TPUClusterResolver(tpu='') 已無法使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="585"/>
        <source>on TensorFlow {version} it raises ValueError ({error}); on a TPU VM use tpu='local'.</source>
        <translation>在 TensorFlow {version} 上它會引發 ValueError（{error}）；在 TPU VM 上請使用 tpu='local'。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="600"/>
        <source>tf.distribute.TPUStrategy, not the experimental one</source>
        <translation>請用 tf.distribute.TPUStrategy，而不是實驗版</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/advice.py" line="601"/>
        <source>tf.distribute.experimental.TPUStrategy is the deprecated endpoint; tf.distribute.TPUStrategy is current.</source>
        <translation>tf.distribute.experimental.TPUStrategy 是已淘汰的介面；現行的是 tf.distribute.TPUStrategy。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="50"/>
        <source>Not input-bound ({pct} of the step waits for input)</source>
        <translation>不受輸入限制（每步有 {pct} 的時間在等待輸入）</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="51"/>
        <source>Moderately input-bound ({pct} of the step waits for input)</source>
        <translation>中度受輸入限制（每步有 {pct} 的時間在等待輸入）</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="52"/>
        <source>Highly input-bound ({pct} of the step waits for input)</source>
        <translation>高度受輸入限制（每步有 {pct} 的時間在等待輸入）</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="55"/>
        <source>Not input-bound</source>
        <translation>不受輸入限制</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="56"/>
        <source>Moderately input-bound</source>
        <translation>中度受輸入限制</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="57"/>
        <source>Highly input-bound</source>
        <translation>高度受輸入限制</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="256"/>
        <source>The pipeline keeps up with the model: spend effort on the model, not the input.</source>
        <translation>輸入管線跟得上模型：請把心力放在模型上，而不是輸入。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="260"/>
        <source>Put prefetch(AUTOTUNE) last so input preparation overlaps the step.</source>
        <translation>把 prefetch(AUTOTUNE) 放在最後，讓輸入準備與訓練步驟重疊進行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="263"/>
        <source>Raise map num_parallel_calls (AUTOTUNE) so examples are decoded in parallel.</source>
        <translation>提高 map 的 num_parallel_calls（AUTOTUNE），讓樣本平行解碼。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="266"/>
        <source>Cache after the deterministic map if the decoded data fits in RAM.</source>
        <translation>如果解碼後的資料放得進 RAM，就在固定不變的 map 之後快取。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="268"/>
        <source>Interleave the files with parallel calls to hide read latency.</source>
        <translation>用平行呼叫的 interleave 交錯讀取檔案，隱藏讀取延遲。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="270"/>
        <source>Give tf.data a private thread pool (8-16) so slow reads overlap.</source>
        <translation>給 tf.data 一個專用執行緒集區（8-16 個），讓慢速讀取重疊進行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/pipeline/bench.py" line="271"/>
        <source>Run Tune: it measures parallelism, cycle_length, prefetch and cache placement.</source>
        <translation>執行「調整」：它會實際量測平行度、cycle_length、prefetch 與 cache 的位置。</translation>
    </message>
</context>
</TS>
